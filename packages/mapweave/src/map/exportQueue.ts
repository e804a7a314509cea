/** The end of the page's queue of image exports. */
let queueEnd: Promise<unknown> = Promise.resolve();

/**
 * Runs `task` after every export queued before it has settled, one at a time for the whole
 * page: each export draws on a WebGL context of its own, and a browser that has too many at once
 * drops the oldest, which can be a map's.
 */
export function runExport<T>(task: () => Promise<T>): Promise<T> {
  const result = queueEnd.then(task);
  queueEnd = result.catch(() => undefined);
  return result;
}
