import {afterEach, describe, expect, it, vi} from 'vitest';
import {afterNextPaint} from './after-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in the second animation frame, after the first frame has committed', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let painted = false;
    void afterNextPaint().then(() => (painted = true));
    const runFrame = async () => {
      const due = frames.splice(0);
      for (const callback of due) callback(performance.now());
      await Promise.resolve();
    };
    await runFrame();
    expect(painted).toBe(false);
    await runFrame();
    expect(painted).toBe(true);
  });
});
