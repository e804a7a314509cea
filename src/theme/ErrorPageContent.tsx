// Replaced, not wrapped: a different page (the error's causes, its own text), sharing nothing with the theme's.
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Heading from '@theme/Heading';
import type {Props} from '@theme/Error';
import {errorChainMessages} from '@site/src/lib/error-chain';

/** What a crashed page shows, inside the layout or on its own. */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  const [message, ...causes] = errorChainMessages(error);
  return (
    <main className="container margin-vert--xl mw-error-page">
      <Head>
        <title>Page Error</title>
      </Head>
      <Heading as="h1" className="hero__title">
        This page crashed
      </Heading>
      <p>Something went wrong while showing this page. Try again; if it keeps failing, reload the page.</p>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <section className="margin-top--lg" aria-labelledby="mw-error-details">
        <h2 id="mw-error-details">Error details</h2>
        <p className="mw-error-page__message">{message}</p>
        {causes.length > 0 && (
          <>
            <p>Caused by:</p>
            <ol className="mw-error-page__causes">
              {causes.map((cause, index) => (
                <li key={index}>{cause}</li>
              ))}
            </ol>
          </>
        )}
      </section>
    </main>
  );
}
