import {useEffect, useEffectEvent, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useColorMode} from '@docusaurus/theme-common';
import type {Framework} from '@site/src/lib/framework';
import {
  formatRunnerError,
  NAVIGATED_AWAY,
  type ColorMode,
  type FrameToPageMessage,
  type PageToFrameMessage,
} from '@site/src/runner/protocol';
import RunnerFrame, {type SendToFrame} from './RunnerFrame';
import styles from './Runner.module.css';
import {usesSdkWorker} from './sdk-worker';

export interface RunnerProps {
  framework: Framework;
  /** The program, exactly as the reader sees it. */
  source: string;
  /** Each new value runs the source again in a fresh frame; `0` stops it and removes the frame. */
  runId: number;
  /** Accessible name of the frame. */
  title: string;
  /** Every message the frame sends (console, errors, first frame…). */
  onMessage?: (message: FrameToPageMessage) => void;
  /** Show the run's status and its latest error under the map (default true). */
  showStatus?: boolean;
  /** The frame sits in a page that scrolls (an example, a docs snippet): its maps default to `cooperativeGestures`. */
  inScrollingPage?: boolean;
  /**
   * Keep the last run that compiled on screen until the next one compiles, so that a program
   * that does not compile leaves the map as it was, with its error (default false).
   */
  keepLastGoodRun?: boolean;
  className?: string;
}

/** How long the frame may take to load its scripts before the run is reported as failed. */
const READY_TIMEOUT_MS = 20_000;

type Status =
  | {kind: 'starting'}
  | {kind: 'running'}
  | {kind: 'drawn'; ms: number}
  | {kind: 'error'; text: string; keptRun?: boolean}
  | {kind: 'stopped'};

let workerSource: Promise<string> | null = null;

/** The SDK's analysis worker as text, fetched once from the site (the frame itself cannot). */
function fetchWorkerSource(url: string): Promise<string> {
  workerSource ??= fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.text();
  });
  workerSource.catch(() => {
    workerSource = null;
  });
  return workerSource;
}

function statusText(status: Status): string {
  switch (status.kind) {
    case 'starting':
      return 'Starting the runner…';
    case 'running':
      return 'Running…';
    case 'drawn':
      return `First frame drawn in ${status.ms} ms.`;
    case 'error':
      return status.keptRun ? `${status.text}\nThe map is the last run that compiled.` : status.text;
    case 'stopped':
      return 'Stopped.';
  }
}

/**
 * Runs a program in `<iframe sandbox="allow-scripts">` without `allow-same-origin`: the code
 * gets an opaque origin and talks to this page only through the runner protocol.
 */
export default function Runner({
  framework,
  source,
  runId,
  title,
  onMessage,
  showStatus = true,
  inScrollingPage = false,
  keepLastGoodRun = false,
  className,
}: RunnerProps): ReactNode {
  const frameUrl = useBaseUrl('/runner/frame.html');
  const workerUrl = useBaseUrl('/sdk/worker.js');
  const colorMode: ColorMode = useColorMode().colorMode === 'dark' ? 'dark' : 'light';
  // With keepLastGoodRun: the latest run that compiled, and the earlier one kept on screen while
  // `runId` compiles (0 for none); a run that did not compile is dropped when one is kept.
  const [compiledRun, setCompiledRun] = useState(0);
  const [kept, setKept] = useState({forRun: runId, run: 0});
  const [failedRun, setFailedRun] = useState(0);
  const [navigatedRuns, setNavigatedRuns] = useState<ReadonlySet<number>>(() => new Set());
  let keptRun = kept.run;
  if (kept.forRun !== runId) {
    const onScreen = compiledRun !== 0 && (compiledRun === kept.run || compiledRun === kept.forRun);
    keptRun = keepLastGoodRun && runId !== 0 && onScreen ? compiledRun : 0;
    setKept({forRun: runId, run: keptRun});
  }
  const [reported, setReported] = useState<{runId: number; status: Status}>({runId, status: {kind: 'starting'}});
  let status: Status = {kind: 'starting'};
  if (runId === 0) status = {kind: 'stopped'};
  else if (reported.runId === runId) status = reported.status;

  const start = async (send: SendToFrame, run: number) => {
    const message: PageToFrameMessage = {
      type: 'run',
      framework,
      source,
      colorMode,
      ...(inScrollingPage ? {cooperativeGestures: true} : {}),
    };
    if (usesSdkWorker(source)) {
      try {
        message.workerSource = await fetchWorkerSource(workerUrl);
      } catch {
        // Without the worker's text the analysis and layouts run on the frame's main thread instead.
      }
    }
    send(message);
    setReported({runId: run, status: {kind: 'running'}});
  };
  const [readyRun, setReadyRun] = useState(0);

  const report = (run: number, next: Status | ((current: Status) => Status)) =>
    setReported((current) => ({
      runId: run,
      status: typeof next === 'function' ? next(current.runId === run ? current.status : {kind: 'starting'}) : next,
    }));
  const reportNotStarted = useEffectEvent(() =>
    report(runId, (current) =>
      current.kind === 'starting'
        ? {kind: 'error', text: 'The runner did not start: its scripts could not be loaded.'}
        : current,
    ),
  );

  useEffect(() => {
    if (runId === 0 || readyRun === runId) return undefined;
    const timeout = window.setTimeout(reportNotStarted, READY_TIMEOUT_MS);
    return () => window.clearTimeout(timeout);
  }, [runId, readyRun]);

  /** A message from the frame of `run`; only the current run's are heard. */
  const onFrameMessage = (run: number, message: FrameToPageMessage, send: SendToFrame) => {
    if (run !== runId) return;
    if (message.type === 'ready') {
      setReadyRun(run);
      void start(send, run);
    } else if (message.type === 'compiled') {
      setCompiledRun(run);
      setKept({forRun: run, run: 0});
    } else if (message.type === 'first-frame') {
      report(run, (current) => (current.kind === 'error' ? current : {kind: 'drawn', ms: message.ms}));
    } else if (message.type === 'error') {
      const keepsRun = message.phase === 'compile' && keptRun !== 0;
      if (keepsRun) setFailedRun(run);
      report(run, {kind: 'error', text: formatRunnerError(message), keptRun: keepsRun});
    }
    onMessage?.(message);
  };

  /** The program of `run` navigated its frame: the frame goes, and the run ends with an error saying why. */
  const onNavigatedAway = (run: number) => {
    setNavigatedRuns((runs) => new Set(runs).add(run));
    if (run === keptRun) setKept({forRun: runId, run: 0});
    if (run !== runId) return;
    const error = {type: 'error', phase: 'runtime', message: NAVIGATED_AWAY} as const;
    report(run, {kind: 'error', text: formatRunnerError(error)});
    onMessage?.(error);
  };

  // The kept run is older, so it comes first: moving a frame in the page would reload it.
  const shownRuns = [
    ...(keptRun !== 0 ? [keptRun] : []),
    ...(keptRun !== 0 && failedRun === runId ? [] : [runId]),
  ].filter((run) => !navigatedRuns.has(run));

  return (
    <div className={`${styles.runner} ${className ?? ''}`}>
      <div className={styles.stage}>
        {runId === 0 ? (
          <p className={styles.stopped}>The program is stopped. Run it again to see the map.</p>
        ) : (
          shownRuns.map((run) => (
            <RunnerFrame
              key={run}
              role={run === keptRun ? 'kept' : 'current'}
              className={run === keptRun ? `${styles.frame} ${styles.keptFrame}` : styles.frame}
              src={frameUrl}
              title={title}
              colorMode={colorMode}
              onMessage={(message, send) => onFrameMessage(run, message, send)}
              onNavigatedAway={() => onNavigatedAway(run)}
            />
          ))
        )}
      </div>
      {showStatus && (
        <p
          className={status.kind === 'error' ? `${styles.status} ${styles.error}` : styles.status}
          role={status.kind === 'error' ? 'alert' : 'status'}
          data-runner-status={status.kind}
        >
          {statusText(status)}
        </p>
      )}
    </div>
  );
}
