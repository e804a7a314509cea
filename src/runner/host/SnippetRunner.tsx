import {lazy, Suspense, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {FRAMEWORK_LABELS} from '@site/src/lib/framework';
import type {RunnableSnippet} from './runnable-snippet';
import styles from './SnippetRunner.module.css';

// The runner and everything it loads (its frame, the SDK bundles) stay off the page until Run.
const Runner = lazy(() => import('./Runner'));

/**
 * "Run" and "Open in playground" under a runnable code block: Run opens the sandboxed runner
 * in place, below the code, for the block's framework.
 */
export default function SnippetRunner({snippet}: {snippet: RunnableSnippet}): ReactNode {
  const [runId, setRunId] = useState(0);
  const [shareError, setShareError] = useState<string | null>(null);
  const history = useHistory();
  const playgroundPath = useBaseUrl('/playground');
  const label = FRAMEWORK_LABELS[snippet.framework];

  async function openInPlayground(): Promise<void> {
    try {
      const {encodeSharedProgram} = await import('@site/src/lib/shared-program');
      history.push(
        `${playgroundPath}${await encodeSharedProgram({framework: snippet.framework, example: null, code: snippet.source})}`,
      );
    } catch (error) {
      setShareError(
        `This code could not be opened in the playground: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return (
    <div className={styles.snippetRunner}>
      <div className={styles.actions}>
        <button type="button" className="button button--sm button--primary" onClick={() => setRunId((id) => id + 1)}>
          {runId === 0 ? 'Run' : 'Run again'}
        </button>
        {runId > 0 && (
          <button type="button" className="button button--sm button--secondary" onClick={() => setRunId(0)}>
            Close
          </button>
        )}
        <button type="button" className="button button--sm button--secondary" onClick={() => void openInPlayground()}>
          Open in playground
        </button>
      </div>
      {shareError && (
        <p className={styles.error} role="alert">
          {shareError}
        </p>
      )}
      {runId > 0 && (
        <Suspense fallback={<p role="status">Loading the runner…</p>}>
          <Runner
            className={styles.runner}
            framework={snippet.framework}
            source={snippet.source}
            runId={runId}
            title={`This code running live (${label})`}
            inScrollingPage
          />
        </Suspense>
      )}
    </div>
  );
}
