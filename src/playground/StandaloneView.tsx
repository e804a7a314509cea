import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Runner from '@site/src/runner/host/Runner';
import {useFramework} from '@site/src/hooks/useFramework';
import {FRAMEWORK_LABELS} from '@site/src/lib/framework';
import {readViewProgram, type ViewProgram} from './view-program';
import ViewMessage from './ViewMessage';
import styles from './StandaloneView.module.css';

/**
 * A playground program alone, full window, in the same sandboxed runner: what a standalone link
 * (`/playground/view#code=…` or `?example=<id>`) opens.
 */
export default function StandaloneView(): ReactNode {
  const readerFramework = useFramework() ?? 'react';
  const playgroundPath = useBaseUrl('/playground');
  const [view, setView] = useState<ViewProgram | null>(null);
  // The address as the page opened (this component renders in the browser only).
  const [address] = useState(() => window.location.search + window.location.hash);

  useEffect(() => {
    let cancelled = false;
    void readViewProgram(new URL(window.location.href), readerFramework).then((found) => {
      if (!cancelled) setView(found);
    });
    return () => {
      cancelled = true;
    };
    // The address and framework as the page opened: a view runs one program.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (view === null) {
    return (
      <ViewMessage>
        <p role="status">Reading the program…</p>
      </ViewMessage>
    );
  }
  if (!view.ok) {
    return (
      <ViewMessage>
        <p role="alert">{view.error}</p>
        <p>
          <a href={playgroundPath}>Open the playground</a>
        </p>
      </ViewMessage>
    );
  }
  return (
    <main className={styles.view}>
      <Head>
        <title>{`${view.title} | MapWeave playground`}</title>
      </Head>
      <h1 className={styles.hidden}>{view.title}</h1>
      <Runner
        className={styles.runner}
        framework={view.program.framework}
        source={view.program.code}
        runId={1}
        title={`${view.title}: ${FRAMEWORK_LABELS[view.program.framework]} program`}
      />
      <a className={`button button--secondary button--sm ${styles.edit}`} href={playgroundPath + address}>
        Edit in the playground
      </a>
    </main>
  );
}
