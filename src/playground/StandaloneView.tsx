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
 * A playground program alone, in the same sandboxed runner: what a standalone link
 * (`/playground/view#code=…` or `?example=<id>`) opens. A strip above the frame, which the frame
 * cannot draw over, says where the code comes from.
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
      <div className={styles.strip} role="note" aria-label="About this program">
        <h1 className={styles.title}>{view.title}</h1>
        <p className={styles.origin}>
          {view.shared
            ? 'This code comes from a shared link, not from MapWeave. It runs sealed off in the frame below and can send nothing anywhere: never type a password or personal details into it.'
            : 'A MapWeave example, running in the sandboxed frame below.'}
        </p>
        <a className="button button--secondary button--sm" href={playgroundPath + address}>
          Edit in the playground
        </a>
      </div>
      <Runner
        className={styles.runner}
        framework={view.program.framework}
        source={view.program.code}
        runId={1}
        title={`${view.title}: ${FRAMEWORK_LABELS[view.program.framework]} program`}
      />
    </main>
  );
}
