import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Head from '@docusaurus/Head';
import LayoutProvider from '@theme/Layout/Provider';
import ViewMessage from './ViewMessage';

const StandaloneView = lazy(() => import('./StandaloneView'));

const reading = (
  <ViewMessage>
    <p role="status">Reading the program…</p>
  </ViewMessage>
);

/** The standalone view's route: no navbar or footer, only the program (the runner loads on this page only). */
export default function StandaloneViewPage(): ReactNode {
  return (
    <LayoutProvider>
      <Head>
        <title>Standalone view | MapWeave playground</title>
        <meta name="description" content="A MapWeave playground program alone, full window, in the sandboxed runner." />
        <meta name="robots" content="noindex" />
      </Head>
      <BrowserOnly fallback={reading}>
        {() => (
          <Suspense fallback={reading}>
            <StandaloneView />
          </Suspense>
        )}
      </BrowserOnly>
    </LayoutProvider>
  );
}
