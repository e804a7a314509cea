import {MapWeaveError, describeValue} from '../core/errors.js';
import type {LayoutInput, LayoutResult, LayoutRunOptions} from '../layout/types.js';
import type {LayoutRequest, LayoutResponse} from './protocol.js';
import {startGraphWorker} from './workerScript.js';

/** Lets the page handle events before a long computation on the main thread. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function layoutFailed(reason: string): MapWeaveError {
  return new MapWeaveError('ANALYSIS_FAILED', `The chart layout failed: ${reason}`);
}

/**
 * Runs the layouts of one layer in a worker of its own, started on the first run, or on the main
 * thread (asynchronously, loaded on first use) where no worker can start. A run started while
 * another is under way replaces it: the worker computing the old one is stopped and its promise
 * rejects with DESTROYED. `stop()` ends the worker (a later run starts another).
 */
export class LayoutRunner {
  private worker: Worker | null | undefined;
  private nextRequestId = 1;
  private pending: {requestId: number; reject: (error: unknown) => void} | null = null;

  run(input: LayoutInput, options: LayoutRunOptions): Promise<LayoutResult> {
    if (this.pending) this.end(new MapWeaveError('DESTROYED', 'A newer layout replaced this one'));
    const requestId = this.nextRequestId++;
    return new Promise<LayoutResult>((resolve, reject) => {
      this.pending = {requestId, reject};
      const settle = (done: () => void) => {
        if (this.pending?.requestId !== requestId) return;
        this.pending = null;
        done();
      };
      const worker = this.ensureWorker();
      if (!worker) {
        void runOnMainThread(input, options).then(
          (result) => settle(() => resolve(result)),
          (error: unknown) => settle(() => reject(error)),
        );
        return;
      }
      worker.onmessage = (event: MessageEvent<LayoutResponse>) => {
        const response = event.data;
        if (response?.requestId !== requestId) return;
        settle(() => (response.ok ? resolve(response.result) : reject(layoutFailed(response.error))));
      };
      worker.onerror = (event) => {
        // The worker script could not load or crashed: lay out on the main thread from now on.
        event.preventDefault();
        worker.terminate();
        this.worker = null;
        void runOnMainThread(input, options).then(
          (result) => settle(() => resolve(result)),
          (error: unknown) => settle(() => reject(error)),
        );
      };
      const message: LayoutRequest = {kind: 'layout', requestId, input, options};
      try {
        worker.postMessage(message);
      } catch (error) {
        settle(() =>
          reject(
            layoutFailed(
              `the graph could not be sent to the worker: ${error instanceof Error ? error.message : describeValue(error)}`,
            ),
          ),
        );
      }
    });
  }

  /** Whether a layout is being computed. */
  get running(): boolean {
    return this.pending !== null;
  }

  /** Whether a worker is started (idle or computing). */
  get hasWorker(): boolean {
    return Boolean(this.worker);
  }

  /** Ends the worker; a layout under way rejects with DESTROYED. */
  stop(): void {
    this.end(new MapWeaveError('DESTROYED', 'The layout was stopped before it finished'));
  }

  private ensureWorker(): Worker | null {
    if (this.worker === undefined) this.worker = startGraphWorker();
    return this.worker;
  }

  private end(error: MapWeaveError): void {
    if (this.worker) this.worker.terminate();
    this.worker = undefined;
    const pending = this.pending;
    this.pending = null;
    pending?.reject(error);
  }
}

async function runOnMainThread(input: LayoutInput, options: LayoutRunOptions): Promise<LayoutResult> {
  await nextTask();
  try {
    const {computeLayout} = await import('../layout/computeLayout.js');
    return computeLayout(input, options);
  } catch (error) {
    throw layoutFailed(error instanceof Error ? error.message : describeValue(error));
  }
}
