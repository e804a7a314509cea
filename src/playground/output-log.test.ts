import {describe, expect, it} from 'vitest';
import {appendOutput, type OutputEntry} from './output-log';

const line = (id: number): OutputEntry => ({type: 'console', level: 'log', text: String(id), id});
const dropped = (id: number, count: number): OutputEntry => ({type: 'console-dropped', count, id});

describe('appendOutput', () => {
  it('keeps the latest entries only', () => {
    const entries = appendOutput(
      [],
      Array.from({length: 250}, (_, id) => line(id)),
      200,
    );
    expect(entries).toHaveLength(200);
    expect(entries[0]).toEqual(line(50));
    expect(entries.at(-1)).toEqual(line(249));
  });

  it('adds up dropped-line notes that follow each other, and keeps those with lines between', () => {
    const entries = appendOutput([line(0), dropped(1, 5)], [dropped(2, 7), line(3), dropped(4, 1)]);
    expect(entries).toEqual([line(0), dropped(1, 12), line(3), dropped(4, 1)]);
  });
});
