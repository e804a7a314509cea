import type {ConsoleLevel, FrameToPageMessage} from '@site/src/runner/protocol';

type RunnerError = Extract<FrameToPageMessage, {type: 'error'}>;

/** A line of the playground's console: a logged line, an error, or how many lines were dropped. */
export type OutputEntry = (
  {type: 'console'; level: ConsoleLevel; text: string} | {type: 'console-dropped'; count: number} | RunnerError
) & {id: number};

/** How many entries the console keeps: the latest. */
export const OUTPUT_MAX_ENTRIES = 200;

/**
 * `entries` with `incoming` after them, the latest `max` kept; a dropped-lines note right after
 * another adds up with it, so that a flood leaves one note, not one per second.
 */
export function appendOutput(
  entries: readonly OutputEntry[],
  incoming: readonly OutputEntry[],
  max = OUTPUT_MAX_ENTRIES,
): OutputEntry[] {
  const result = [...entries];
  for (const entry of incoming) {
    const last = result.at(-1);
    if (entry.type === 'console-dropped' && last?.type === 'console-dropped') {
      result[result.length - 1] = {...last, count: last.count + entry.count};
    } else {
      result.push(entry);
    }
  }
  return result.length > max ? result.slice(-max) : result;
}

/**
 * Collects the entries that arrive between two frames and hands them over in one batch per
 * animation frame, so that a program logging in a tight timer costs the page one render a frame.
 */
export function createOutputBatcher(flush: (batch: OutputEntry[]) => void, max = OUTPUT_MAX_ENTRIES) {
  let pending: OutputEntry[] = [];
  let frame = 0;
  return {
    push(entry: OutputEntry): void {
      pending.push(entry);
      if (pending.length > 2 * max) pending = appendOutput([], pending, max);
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const batch = pending;
        pending = [];
        flush(batch);
      });
    },
    /** Forgets what has not been handed over yet (a new run clears the console). */
    clear(): void {
      pending = [];
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
