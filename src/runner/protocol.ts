import {parseFramework, type Framework} from '../lib/framework';

/**
 * The messages between a page and its sandboxed runner frame (`/runner/frame.html`). The frame
 * has an opaque origin, so no origin can be checked. The page posts one `connect` to the frame's
 * window on the frame's first load, handing over a `MessagePort`; every other message of the run
 * goes through that port, both ways. A page the frame navigates to never holds the port, so it
 * can neither receive the program nor speak for the run. Both sides validate every message's
 * shape: anything else is ignored.
 */
export type ColorMode = 'light' | 'dark';

export type PageToFrameMessage =
  /** Posted to the frame's window with the port of the run (the only message not sent through it). */
  | {type: 'connect'}
  | {
      type: 'run';
      framework: Framework;
      source: string;
      colorMode: ColorMode;
      /** The SDK's analysis worker as text, for a blob-URL worker (the frame cannot load site URLs into workers). */
      workerSource?: string;
      /** The page scrolls around the frame: maps the program creates default to `cooperativeGestures`. */
      cooperativeGestures?: boolean;
    }
  | {type: 'color-mode'; colorMode: ColorMode};

export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';

export type FrameToPageMessage =
  | {type: 'ready'}
  /** The program compiled and is about to run (a compile error is sent instead when it does not). */
  | {type: 'compiled'}
  | {type: 'first-frame'; ms: number}
  | {type: 'console'; level: ConsoleLevel; text: string}
  /** `count` console lines were not passed on: the program logged more than CONSOLE_LINES_PER_SECOND. */
  | {type: 'console-dropped'; count: number}
  | {type: 'error'; phase: 'compile' | 'runtime'; message: string; line?: number; column?: number}
  | {type: 'done'};

const COLOR_MODES: readonly string[] = ['light', 'dark'];
const CONSOLE_LEVELS: readonly string[] = ['log', 'info', 'warn', 'error'];

/** The most console lines a run passes to its page in a second; the rest are only counted. */
export const CONSOLE_LINES_PER_SECOND = 100;

/** Longest console or error text passed on; longer ones are cut, so a runaway log cannot flood the page. */
export const MESSAGE_TEXT_MAX = 2000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf(value: unknown, allowed: readonly string[]): value is string {
  return typeof value === 'string' && allowed.includes(value);
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function clip(text: string): string {
  return text.length > MESSAGE_TEXT_MAX ? `${text.slice(0, MESSAGE_TEXT_MAX - 1)}…` : text;
}

/** The message a page sent to the frame, or `null` when `data` is not one. */
export function parsePageMessage(data: unknown): PageToFrameMessage | null {
  if (!isRecord(data)) return null;
  if (data.type === 'run') {
    const framework = parseFramework(data.framework);
    if (!framework || typeof data.source !== 'string' || !isOneOf(data.colorMode, COLOR_MODES)) return null;
    if (data.workerSource !== undefined && typeof data.workerSource !== 'string') return null;
    if (data.cooperativeGestures !== undefined && typeof data.cooperativeGestures !== 'boolean') return null;
    return {
      type: 'run',
      framework,
      source: data.source,
      colorMode: data.colorMode as ColorMode,
      ...(data.workerSource !== undefined ? {workerSource: data.workerSource} : {}),
      ...(data.cooperativeGestures !== undefined ? {cooperativeGestures: data.cooperativeGestures} : {}),
    };
  }
  if (data.type === 'connect') return {type: 'connect'};
  if (data.type === 'color-mode' && isOneOf(data.colorMode, COLOR_MODES)) {
    return {type: 'color-mode', colorMode: data.colorMode as ColorMode};
  }
  return null;
}

/** The message a frame sent to its page, or `null` when `data` is not one. Texts are clipped. */
export function parseFrameMessage(data: unknown): FrameToPageMessage | null {
  if (!isRecord(data)) return null;
  switch (data.type) {
    case 'ready':
    case 'compiled':
    case 'done':
      return {type: data.type};
    case 'first-frame':
      return typeof data.ms === 'number' && Number.isFinite(data.ms) && data.ms >= 0
        ? {type: 'first-frame', ms: data.ms}
        : null;
    case 'console-dropped':
      return isPositiveInteger(data.count) ? {type: 'console-dropped', count: data.count} : null;
    case 'console':
      return isOneOf(data.level, CONSOLE_LEVELS) && typeof data.text === 'string'
        ? {type: 'console', level: data.level as ConsoleLevel, text: clip(data.text)}
        : null;
    case 'error': {
      if (!isOneOf(data.phase, ['compile', 'runtime']) || typeof data.message !== 'string') return null;
      if (data.line !== undefined && !isPositiveInteger(data.line)) return null;
      if (data.column !== undefined && !isPositiveInteger(data.column)) return null;
      return {
        type: 'error',
        phase: data.phase as 'compile' | 'runtime',
        message: clip(data.message),
        ...(data.line !== undefined ? {line: data.line} : {}),
        ...(data.column !== undefined ? {column: data.column} : {}),
      };
    }
    default:
      return null;
  }
}

/** The error that ends a run whose program loaded another page into its frame (the page reports it, not the frame). */
export const NAVIGATED_AWAY =
  'The program tried to load another page into its frame, so the run was stopped. A program in the runner cannot leave its frame or send anything anywhere.';

/** "Line 3, column 7: message" — how the page shows an error. */
export function formatRunnerError(error: Extract<FrameToPageMessage, {type: 'error'}>): string {
  const where =
    error.line === undefined
      ? ''
      : `Line ${error.line}${error.column === undefined ? '' : `, column ${error.column}`}: `;
  return `${error.phase === 'compile' ? 'Compile error' : 'Runtime error'}. ${where}${error.message}`;
}
