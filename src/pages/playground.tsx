import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import {EXAMPLE_SUMMARIES} from '@site/src/data/example-summaries';
import {exampleUrl, findExample} from '@site/src/lib/examples';
import styles from './playground.module.css';
import prose from './_prose.module.css';

/** The example named by `?example=`, read in the browser after hydration. */
function useRequestedExampleId(): {requested: string | null; known: boolean} {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const requested = isBrowser ? new URLSearchParams(search).get('example') : null;
  return {requested, known: findExample(EXAMPLE_SUMMARIES, requested) !== null};
}

export default function Playground(): ReactNode {
  const {requested, known} = useRequestedExampleId();
  return (
    <Layout
      title="Playground"
      description="The MapWeave playground: edit MapWeave code and run it in a sandboxed frame, starting from an example."
    >
      <main className={`container margin-vert--lg ${styles.page} ${prose.prose}`}>
        <h1>Playground</h1>
        <p className={styles.lead}>
          The playground is where you edit MapWeave code, in React or plain JavaScript, and run it in a sandboxed frame
          next to the editor, starting from one of the examples.
        </p>
        <div className="alert alert--info margin-bottom--lg" role="note">
          The editor and the sandboxed runner are not part of this version of the site. Until they are, each example’s
          page shows its complete source, and <Link to="/docs/getting-started">getting started</Link> shows how to run
          it in your own project.
        </div>
        {requested !== null && !known && (
          <div className="alert alert--warning margin-bottom--lg" role="status">
            There is no example named “{requested}”; choose one from the list below.
          </div>
        )}
        <h2>Examples to start from</h2>
        <ul className={styles.examples}>
          {EXAMPLE_SUMMARIES.map((example) => (
            <li key={example.id} aria-current={example.id === requested ? 'true' : undefined}>
              <Link to={exampleUrl(example.id)}>{example.title}</Link>
              {example.id === requested && <strong className={styles.chosen}> (the example you opened)</strong>}
              <p>{example.description}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
