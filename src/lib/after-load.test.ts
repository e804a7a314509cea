// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {afterPageLoad} from './after-load';

type IdleCallback = (deadline: IdleDeadline) => void;

/** A fake requestIdleCallback whose idle periods the test hands out one by one. */
function fakeIdle() {
  const pending: IdleCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleCallback) => pending.push(callback));
  return {
    idle(remainingMs: number, didTimeout = false) {
      pending.shift()?.({didTimeout, timeRemaining: () => remainingMs});
    },
    waiting: () => pending.length,
  };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('afterPageLoad', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits past short idle periods for a quiet main thread', async () => {
    const idle = fakeIdle();
    const started = afterPageLoad();
    idle.idle(3);
    idle.idle(12);
    expect(await settled(started)).toBe(false);
    expect(idle.waiting()).toBe(1);
    idle.idle(49);
    expect(await settled(started)).toBe(true);
  });

  it('starts anyway when the idle callback times out', async () => {
    const idle = fakeIdle();
    const started = afterPageLoad();
    idle.idle(2, true);
    expect(await settled(started)).toBe(true);
  });

  it('waits for the load event when the page is still loading', async () => {
    const idle = fakeIdle();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const started = afterPageLoad();
    expect(idle.waiting()).toBe(0);
    window.dispatchEvent(new Event('load'));
    idle.idle(45);
    expect(await settled(started)).toBe(true);
  });
});
