import {describe, expect, it} from 'vitest';
import {formatRunnerError, MESSAGE_TEXT_MAX, parseFrameMessage, parsePageMessage} from './protocol';

describe('parsePageMessage', () => {
  it('accepts a run and a colour-mode message', () => {
    expect(parsePageMessage({type: 'run', framework: 'react', source: 'x', colorMode: 'dark'})).toEqual({
      type: 'run',
      framework: 'react',
      source: 'x',
      colorMode: 'dark',
    });
    expect(
      parsePageMessage({type: 'run', framework: 'javascript', source: '', colorMode: 'light', workerSource: 'w'}),
    ).toMatchObject({
      workerSource: 'w',
    });
    expect(
      parsePageMessage({type: 'run', framework: 'react', source: '', colorMode: 'light', cooperativeGestures: true}),
    ).toMatchObject({cooperativeGestures: true});
    expect(parsePageMessage({type: 'color-mode', colorMode: 'light'})).toEqual({
      type: 'color-mode',
      colorMode: 'light',
    });
  });

  it.each([
    null,
    'run',
    [],
    {type: 'run', framework: 'vue', source: 'x', colorMode: 'dark'},
    {type: 'run', framework: 'react', source: 3, colorMode: 'dark'},
    {type: 'run', framework: 'react', source: 'x', colorMode: 'sepia'},
    {type: 'run', framework: 'react', source: 'x', colorMode: 'dark', workerSource: {}},
    {type: 'run', framework: 'react', source: 'x', colorMode: 'dark', cooperativeGestures: 'yes'},
    {type: 'color-mode', colorMode: 'blue'},
    {type: 'eval', source: 'x'},
  ])('ignores %j', (data) => {
    expect(parsePageMessage(data)).toBeNull();
  });
});

describe('parseFrameMessage', () => {
  it('accepts each message the frame sends', () => {
    expect(parseFrameMessage({type: 'ready'})).toEqual({type: 'ready'});
    expect(parseFrameMessage({type: 'done', extra: 1})).toEqual({type: 'done'});
    expect(parseFrameMessage({type: 'compiled'})).toEqual({type: 'compiled'});
    expect(parseFrameMessage({type: 'first-frame', ms: 120})).toEqual({type: 'first-frame', ms: 120});
    expect(parseFrameMessage({type: 'console', level: 'warn', text: 'hi'})).toEqual({
      type: 'console',
      level: 'warn',
      text: 'hi',
    });
    expect(parseFrameMessage({type: 'error', phase: 'runtime', message: 'boom', line: 3, column: 7})).toEqual({
      type: 'error',
      phase: 'runtime',
      message: 'boom',
      line: 3,
      column: 7,
    });
  });

  it('clips long texts', () => {
    const parsed = parseFrameMessage({type: 'console', level: 'log', text: 'x'.repeat(MESSAGE_TEXT_MAX + 50)});
    expect(parsed).toMatchObject({text: `${'x'.repeat(MESSAGE_TEXT_MAX - 1)}…`});
  });

  it.each([
    {type: 'first-frame', ms: -1},
    {type: 'first-frame', ms: Number.NaN},
    {type: 'console', level: 'debug', text: 'x'},
    {type: 'error', phase: 'runtime', message: 'x', line: 0},
    {type: 'error', phase: 'runtime', message: 'x', column: 1.5},
    {type: 'error', phase: 'link', message: 'x'},
    {type: 'html', html: '<img src=x onerror=alert(1)>'},
    undefined,
  ])('ignores %j', (data) => {
    expect(parseFrameMessage(data)).toBeNull();
  });
});

describe('formatRunnerError', () => {
  it('puts the phase and the place first', () => {
    expect(formatRunnerError({type: 'error', phase: 'compile', message: 'Unexpected token', line: 2, column: 11})).toBe(
      'Compile error. Line 2, column 11: Unexpected token',
    );
    expect(formatRunnerError({type: 'error', phase: 'runtime', message: 'boom'})).toBe('Runtime error. boom');
  });
});
