import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Layout from '@theme/Layout';
import Opening from './Opening';
import styles from './PlaygroundPage.module.css';

// The editor and the runner load on this page only (TypeScript later, in a worker).
const loadPlayground = () => import('./Playground');
const Playground = lazy(loadPlayground);

export default function PlaygroundPage(): ReactNode {
  // Fetch the editor while the page hydrates rather than after (the import runs once).
  if (typeof window !== 'undefined') void loadPlayground();
  return (
    <Layout
      title="Playground"
      description="The MapWeave playground: edit MapWeave code in React or JavaScript, with type checking, and run it in a sandboxed frame."
    >
      <main className={styles.page}>
        <BrowserOnly fallback={<Opening />}>
          {() => (
            <Suspense fallback={<Opening />}>
              <Playground />
            </Suspense>
          )}
        </BrowserOnly>
      </main>
    </Layout>
  );
}
