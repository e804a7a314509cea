import type {ChunkNames, RouteChunkNames} from '@docusaurus/types';

/** Docusaurus' client API on `window.docusaurus`, which `<Link>` calls. */
export type RouteLoader = Window['docusaurus'];

/** A `RouteLoader` whose prefetching always answers with a promise (settled once the page's links are in). */
export interface IdleRouteLoader extends RouteLoader {
  prefetch(routePath: string): Promise<void[]>;
}

/** What prefetching needs from the page, passed in so that the scheduling can be tested. */
export interface PrefetchEnvironment {
  /** Resolves once the page has loaded and gone quiet. */
  whenQuiet: () => Promise<void>;
  /** Runs `callback` in a later idle period. */
  nextIdle: (callback: () => void) => void;
  /** The script URLs a route needs, its layouts' included; none where prefetching is unwelcome. */
  chunkUrls: (routePath: string) => readonly string[];
  /** Starts a low-priority fetch of one URL (a `<link rel="prefetch">`). */
  prefetchUrl: (url: string) => void;
  /** Milliseconds, as `performance.now()`. */
  now: () => number;
}

/**
 * How long one idle period appends prefetch links. Chromium takes about 1.3 ms per link (5 ms at a
 * phone's 4× slowdown), so a slice stays well under a long task (50 ms) on a phone too.
 */
export const PREFETCH_SLICE_MS = 8;

/**
 * The chunk names of the routes at `paths` (a route and the layout routes that wrap it), each once.
 * Keys of `routesChunkNames` are route paths with a `-<hash>` suffix; several layout routes can
 * share a path.
 */
export function routeChunkNames(paths: readonly string[], routesChunkNames: RouteChunkNames): string[] {
  const wanted = new Set(paths);
  const names = new Set<string>();
  const collect = (tree: ChunkNames | ChunkNames[] | string): void => {
    if (typeof tree === 'string') names.add(tree);
    else Object.values(tree).forEach(collect);
  };
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    if (wanted.has(key.replace(/-[^-]+$/, ''))) collect(tree);
  }
  return [...names];
}

/**
 * `loader` with its prefetching moved out of page load and cut into slices. Docusaurus prefetches
 * the page of every link that comes into view, one `<link rel="prefetch">` per chunk, in the tasks
 * right after hydration: on the home page 32 links, 17 of them for one docs page, because the docs
 * layout's chunks come once per layout route and again for every docs page. Here routes wait, in
 * order, until the page has loaded and gone quiet (`whenQuiet`); then each idle period appends
 * links for `PREFETCH_SLICE_MS`, each URL once for the page's life. A route's promise settles once
 * its links are in. Preloading, on hover or touch, stays Docusaurus' own and immediate.
 */
export function idlePrefetching(loader: RouteLoader, environment: PrefetchEnvironment): IdleRouteLoader {
  const {whenQuiet, nextIdle, chunkUrls, prefetchUrl, now} = environment;
  const requested = new Set<string>();
  const appended = new Set<string>();
  /** Routes in order; `urls` holds the first one's URLs still to append, once its turn has come. */
  const waiting: {routePath: string; settle: () => void; urls?: string[]}[] = [];
  let draining = false;

  /** A route's URLs not appended yet; none where they cannot be found (the error goes to the console, the queue on). */
  const urlsOf = (routePath: string): string[] => {
    try {
      return chunkUrls(routePath).filter((url) => !appended.has(url));
    } catch (error) {
      setTimeout(() => {
        throw error;
      });
      return [];
    }
  };

  const drain = (): void => {
    const sliceEnd = now() + PREFETCH_SLICE_MS;
    for (let route = waiting[0]; route && now() < sliceEnd; route = waiting[0]) {
      route.urls ??= urlsOf(route.routePath);
      const url = route.urls.shift();
      if (url === undefined) {
        waiting.shift();
        route.settle();
      } else {
        appended.add(url);
        prefetchUrl(url);
      }
    }
    if (waiting.length > 0) nextIdle(drain);
    else draining = false;
  };

  return Object.freeze({
    prefetch: (routePath: string) =>
      new Promise<void[]>((resolve) => {
        if (requested.has(routePath)) {
          resolve([]);
          return;
        }
        requested.add(routePath);
        waiting.push({routePath, settle: () => resolve([])});
        if (draining) return;
        draining = true;
        void whenQuiet().then(() => nextIdle(drain));
      }),
    preload: (routePath: string) => loader.preload(routePath),
  });
}
