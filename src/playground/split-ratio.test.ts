import {describe, expect, it} from 'vitest';
import {SPLIT_DEFAULT, SPLIT_MAX, SPLIT_MIN, clampSplit, splitAfterKey, splitAtPointer} from './split-ratio';

describe('resizable split', () => {
  it('keeps the split between its limits', () => {
    expect(clampSplit(10)).toBe(SPLIT_MIN);
    expect(clampSplit(90)).toBe(SPLIT_MAX);
    expect(clampSplit(42.26)).toBe(42.3);
    expect(clampSplit(Number.NaN)).toBe(SPLIT_DEFAULT);
  });

  it('moves by a step with the arrow keys and jumps with Home, End and Enter', () => {
    expect(splitAfterKey(50, 'ArrowLeft')).toBe(45);
    expect(splitAfterKey(50, 'ArrowDown')).toBe(45);
    expect(splitAfterKey(50, 'ArrowRight')).toBe(55);
    expect(splitAfterKey(50, 'ArrowUp')).toBe(55);
    expect(splitAfterKey(SPLIT_MIN + 2, 'ArrowLeft')).toBe(SPLIT_MIN);
    expect(splitAfterKey(SPLIT_MAX, 'ArrowRight')).toBe(SPLIT_MAX);
    expect(splitAfterKey(50, 'Home')).toBe(SPLIT_MIN);
    expect(splitAfterKey(50, 'End')).toBe(SPLIT_MAX);
    expect(splitAfterKey(30, 'Enter')).toBe(SPLIT_DEFAULT);
  });

  it('leaves other keys to the page', () => {
    expect(splitAfterKey(50, 'Tab')).toBeNull();
    expect(splitAfterKey(50, 'a')).toBeNull();
  });

  it('follows the pointer across the container', () => {
    expect(splitAtPointer(600, 100, 1000)).toBe(50);
    expect(splitAtPointer(150, 100, 1000)).toBe(SPLIT_MIN);
    expect(splitAtPointer(1200, 100, 1000)).toBe(SPLIT_MAX);
    expect(splitAtPointer(10, 0, 0)).toBe(SPLIT_DEFAULT);
  });
});
