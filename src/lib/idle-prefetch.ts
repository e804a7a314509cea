/** Docusaurus' client API on `window.docusaurus`, which `<Link>` calls. */
export type RouteLoader = Window['docusaurus'];

/** A `RouteLoader` whose prefetching always answers with a promise (settled once its turn came). */
export interface IdleRouteLoader extends RouteLoader {
  prefetch(routePath: string): Promise<void[]>;
}

/**
 * `loader` with its prefetching moved out of page load. Docusaurus prefetches the page of every
 * link that comes into view, one `<link rel="prefetch">` per chunk: on the home page about fifty,
 * appended in the task right after hydration (about 100 ms of it at a phone's CPU speed). Here
 * the routes wait in order until `whenQuiet` resolves (the page has loaded and gone quiet), then
 * go one per idle period (`nextIdle`); each call's promise settles as Docusaurus' would once its
 * turn has come. Preloading, on hover or touch, stays immediate.
 */
export function idlePrefetching(
  loader: RouteLoader,
  whenQuiet: () => Promise<void>,
  nextIdle: (callback: () => void) => void,
): IdleRouteLoader {
  const waiting: {routePath: string; settle: (result: void[] | Promise<void[]>) => void}[] = [];
  let draining = false;
  const drain = (): void => {
    const next = waiting.shift();
    if (!next) {
      draining = false;
      return;
    }
    // `false`: Docusaurus has fetched or loaded the page already, or the connection is slow.
    next.settle(loader.prefetch(next.routePath) || []);
    nextIdle(drain);
  };
  return Object.freeze({
    prefetch: (routePath: string) =>
      new Promise<void[]>((settle) => {
        waiting.push({routePath, settle});
        if (draining) return;
        draining = true;
        void whenQuiet().then(() => nextIdle(drain));
      }),
    preload: (routePath: string) => loader.preload(routePath),
  });
}
