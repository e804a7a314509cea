import {describe, expect, it, vi} from 'vitest';
import {
  idlePrefetching,
  PREFETCH_SLICE_MS,
  routeChunkNames,
  type PrefetchEnvironment,
  type RouteLoader,
} from './idle-prefetch';

/** A Docusaurus loader whose preloads are recorded (its prefetch must never be called). */
function recordingLoader() {
  const preloads: string[] = [];
  const loader: RouteLoader = {
    prefetch: () => {
      throw new Error('Docusaurus’ own prefetch was called');
    },
    preload: (routePath) => {
      preloads.push(routePath);
      return Promise.resolve([]);
    },
  };
  return {loader, preloads};
}

const CHUNKS: Record<string, string[]> = {
  '/docs/a': ['/js/layout.js', '/js/sidebar.js', '/js/a.js'],
  '/docs/b': ['/js/layout.js', '/js/sidebar.js', '/js/b.js'],
  '/download': ['/js/list.js', '/js/previews.js'],
};

/**
 * The page under the test's control: quiet and idle periods come when the test says, the clock
 * moves `linkMs` per appended link, and appended URLs are recorded.
 */
function controlledPage(linkMs = 1) {
  let quiet: () => void = () => undefined;
  const idle: (() => void)[] = [];
  const appended: string[] = [];
  let clock = 0;
  const environment: PrefetchEnvironment = {
    whenQuiet: vi.fn(() => new Promise<void>((resolve) => (quiet = resolve))),
    nextIdle: (callback) => idle.push(callback),
    chunkUrls: vi.fn((routePath: string) => CHUNKS[routePath] ?? []),
    prefetchUrl: (url) => {
      appended.push(url);
      clock += linkMs;
    },
    now: () => clock,
  };
  return {
    environment,
    appended,
    quiet: async () => {
      quiet();
      await Promise.resolve();
      await Promise.resolve();
    },
    idle: () => idle.shift()?.(),
    pendingIdle: () => idle.length,
  };
}

/** `idlePrefetching` over a recording loader, on a controlled page. */
function prefetchingPage(linkMs?: number) {
  const {loader, preloads} = recordingLoader();
  const page = controlledPage(linkMs);
  return {...page, preloads, deferred: idlePrefetching(loader, page.environment)};
}

const settledSoon = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('idlePrefetching', () => {
  it('holds prefetches until the page is quiet, then appends each script once, in order, in idle periods', async () => {
    const page = prefetchingPage();
    const settled: string[] = [];
    for (const routePath of ['/docs/a', '/docs/b', '/download'])
      void page.deferred.prefetch(routePath).then(() => settled.push(routePath));
    expect(page.environment.whenQuiet).toHaveBeenCalledTimes(1);
    expect(page.environment.chunkUrls).not.toHaveBeenCalled();
    await page.quiet();
    expect(page.appended).toEqual([]);
    page.idle();
    // The docs layout's scripts come once, however many docs pages are linked.
    expect(page.appended).toEqual([
      '/js/layout.js',
      '/js/sidebar.js',
      '/js/a.js',
      '/js/b.js',
      '/js/list.js',
      '/js/previews.js',
    ]);
    await settledSoon();
    expect(settled).toEqual(['/docs/a', '/docs/b', '/download']);
    expect(page.pendingIdle()).toBe(0);
  });

  it('stops appending when its slice of an idle period is spent, and goes on in the next', async () => {
    const page = prefetchingPage(PREFETCH_SLICE_MS / 2);
    const settled: string[] = [];
    for (const routePath of ['/docs/a', '/download'])
      void page.deferred.prefetch(routePath).then(() => settled.push(routePath));
    await page.quiet();
    page.idle();
    expect(page.appended).toEqual(['/js/layout.js', '/js/sidebar.js']);
    expect(page.pendingIdle()).toBe(1);
    page.idle();
    expect(page.appended).toHaveLength(4);
    await settledSoon();
    expect(settled).toEqual(['/docs/a']);
    page.idle();
    await settledSoon();
    expect(page.appended).toEqual(['/js/layout.js', '/js/sidebar.js', '/js/a.js', '/js/list.js', '/js/previews.js']);
    expect(settled).toEqual(['/docs/a', '/download']);
    expect(page.pendingIdle()).toBe(0);
  });

  it('answers a route asked for again at once, and a route without scripts once its turn came', async () => {
    const page = prefetchingPage();
    void page.deferred.prefetch('/nowhere');
    await page.quiet();
    page.idle();
    await expect(page.deferred.prefetch('/nowhere')).resolves.toEqual([]);
    expect(page.environment.chunkUrls).toHaveBeenCalledTimes(1);
    expect(page.appended).toEqual([]);
  });

  it('goes on with the next route when a route’s scripts cannot be found, and reports the error', async () => {
    vi.useFakeTimers();
    try {
      const page = prefetchingPage();
      const failure = new Error('no chunk map');
      vi.mocked(page.environment.chunkUrls).mockImplementationOnce(() => {
        throw failure;
      });
      const settled: string[] = [];
      for (const routePath of ['/docs/a', '/download'])
        void page.deferred.prefetch(routePath).then(() => settled.push(routePath));
      await page.quiet();
      page.idle();
      expect(page.appended).toEqual(['/js/list.js', '/js/previews.js']);
      // Thrown from a timer, as an uncaught error: the console and monitoring see it.
      await expect(vi.advanceTimersByTimeAsync(0)).rejects.toBe(failure);
      expect(settled).toEqual(['/docs/a', '/download']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for quiet again for links that come into view later', async () => {
    const page = prefetchingPage();
    void page.deferred.prefetch('/docs/a');
    await page.quiet();
    page.idle();
    void page.deferred.prefetch('/docs/b');
    expect(page.environment.whenQuiet).toHaveBeenCalledTimes(2);
    expect(page.pendingIdle()).toBe(0);
    await page.quiet();
    page.idle();
    expect(page.appended).toEqual(['/js/layout.js', '/js/sidebar.js', '/js/a.js', '/js/b.js']);
  });

  it('preloads at once (hover and touch) through Docusaurus, and is frozen like the object it wraps', () => {
    const page = prefetchingPage();
    void page.deferred.preload('/docs/getting-started');
    expect(page.preloads).toEqual(['/docs/getting-started']);
    expect(page.environment.whenQuiet).not.toHaveBeenCalled();
    expect(Object.isFrozen(page.deferred)).toBe(true);
  });
});

describe('routeChunkNames', () => {
  it('collects the chunks of every route at the given paths, layouts sharing a path included, each once', () => {
    const routesChunkNames = {
      '/docs-a1b': {__comp: 'layout', __context: {plugin: 'plugin'}},
      '/docs-c2d': {__comp: 'version', __props: 'props'},
      '/docs-e3f': {__comp: 'sidebar', __props: 'props'},
      '/docs/a-123': {__comp: 'doc', content: 'a'},
      '/download-456': {__comp: 'list', items: [{content: 'p1'}, {content: 'p2'}], sidebar: 'sidebar'},
    };
    expect(routeChunkNames(['/docs', '/docs', '/docs', '/docs/a'], routesChunkNames)).toEqual([
      'layout',
      'plugin',
      'version',
      'props',
      'sidebar',
      'doc',
      'a',
    ]);
    expect(routeChunkNames(['/download'], routesChunkNames)).toEqual(['list', 'p1', 'p2', 'sidebar']);
    expect(routeChunkNames(['/nowhere'], routesChunkNames)).toEqual([]);
  });
});
