import {describe, expect, it, vi} from 'vitest';
import {idlePrefetching, type RouteLoader} from './idle-prefetch';

/** A Docusaurus loader that records its calls; `/fetched` answers `false` as an already fetched page does. */
function recordingLoader() {
  const calls: string[] = [];
  const loader: RouteLoader = {
    prefetch: (routePath) => {
      calls.push(`prefetch ${routePath}`);
      return routePath === '/fetched' ? false : Promise.resolve([undefined]);
    },
    preload: (routePath) => {
      calls.push(`preload ${routePath}`);
      return Promise.resolve([]);
    },
  };
  return {loader, calls};
}

/** `whenQuiet` and `nextIdle` under the test's control. */
function controlledTime() {
  let quiet: () => void = () => undefined;
  const idle: (() => void)[] = [];
  const whenQuiet = vi.fn(() => new Promise<void>((resolve) => (quiet = resolve)));
  return {
    whenQuiet,
    nextIdle: (callback: () => void) => idle.push(callback),
    quiet: async () => {
      quiet();
      await Promise.resolve();
      await Promise.resolve();
    },
    idle: () => idle.shift()?.(),
    pendingIdle: () => idle.length,
  };
}

describe('idlePrefetching', () => {
  it('holds prefetches until the page is quiet, then passes them on one per idle period, in order', async () => {
    const {loader, calls} = recordingLoader();
    const time = controlledTime();
    const deferred = idlePrefetching(loader, time.whenQuiet, time.nextIdle);
    const settled: Record<string, unknown> = {};
    for (const routePath of ['/docs', '/fetched', '/api']) void deferred.prefetch(routePath).then((result) => (settled[routePath] = result));
    expect(time.whenQuiet).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
    await time.quiet();
    expect(calls).toEqual([]);
    time.idle();
    expect(calls).toEqual(['prefetch /docs']);
    time.idle();
    time.idle();
    expect(calls).toEqual(['prefetch /docs', 'prefetch /fetched', 'prefetch /api']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Docusaurus' result once the turn came: its promise, or [] where it answered false.
    expect(settled).toEqual({'/docs': [undefined], '/fetched': [], '/api': [undefined]});
    time.idle();
    expect(time.pendingIdle()).toBe(0);
  });

  it('waits for quiet again for links that come into view later', async () => {
    const {loader, calls} = recordingLoader();
    const time = controlledTime();
    const deferred = idlePrefetching(loader, time.whenQuiet, time.nextIdle);
    void deferred.prefetch('/docs');
    await time.quiet();
    time.idle();
    time.idle();
    void deferred.prefetch('/download');
    void deferred.prefetch('/blog');
    expect(time.whenQuiet).toHaveBeenCalledTimes(2);
    await time.quiet();
    time.idle();
    time.idle();
    expect(calls).toEqual(['prefetch /docs', 'prefetch /download', 'prefetch /blog']);
  });

  it('preloads at once (hover and touch) and is frozen like the object it wraps', () => {
    const {loader, calls} = recordingLoader();
    const time = controlledTime();
    const deferred = idlePrefetching(loader, time.whenQuiet, time.nextIdle);
    void deferred.preload('/docs/getting-started');
    expect(calls).toEqual(['preload /docs/getting-started']);
    expect(time.whenQuiet).not.toHaveBeenCalled();
    expect(Object.isFrozen(deferred)).toBe(true);
  });
});
