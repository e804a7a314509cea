import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {debounce} from './debounce';

describe('debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last arguments, after a pause of the delay', () => {
    const run = vi.fn();
    const debounced = debounce(run, 500);
    debounced.schedule('a');
    vi.advanceTimersByTime(300);
    debounced.schedule('b');
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    expect(debounced.pending).toBe(true);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith('b');
    expect(debounced.pending).toBe(false);
  });

  it('flush runs the pending call at once and only once', () => {
    const run = vi.fn();
    const debounced = debounce(run, 500);
    debounced.schedule(1);
    debounced.flush();
    expect(run).toHaveBeenCalledExactlyOnceWith(1);
    vi.advanceTimersByTime(1000);
    debounced.flush();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancel drops the pending call', () => {
    const run = vi.fn();
    const debounced = debounce(run, 500);
    debounced.schedule();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    debounced.flush();
    expect(run).not.toHaveBeenCalled();
  });

  it('a burst after a run starts a new wait', () => {
    const run = vi.fn();
    const debounced = debounce(run, 100);
    debounced.schedule(1);
    vi.advanceTimersByTime(100);
    debounced.schedule(2);
    vi.advanceTimersByTime(50);
    expect(run.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(50);
    expect(run.mock.calls).toEqual([[1], [2]]);
  });
});
