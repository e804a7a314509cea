/**
 * The runner frame's own script (bundled by src/runner/plugin as /runner/runtime.js). It runs in
 * `/runner/frame.html`, inside `<iframe sandbox="allow-scripts">` without `allow-same-origin`:
 * an opaque origin, so the program it runs can reach neither the site's storage and cookies
 * nor the page around it; framed any other way, it runs nothing. boot.js loads it after the
 * SDK's classic bundle (`mapweave` global) and before its React bindings (`mapweaveReact`),
 * which therefore pick up the tracking classes below.
 */
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import type * as MapWeaveModule from 'mapweave';
import {afterNextPaint} from '../../lib/after-paint';
import {CompileError, compileProgram, type RunnerModule} from './compile';
import {
  CONSOLE_LINES_PER_SECOND,
  parsePageMessage,
  type ColorMode,
  type FrameToPageMessage,
  type PageToFrameMessage,
} from '../protocol';
import {loadScript} from './load-script';

declare global {
  // The classic bundles' globals (var declarations, so they are properties of window).
  var mapweave: typeof MapWeaveModule;
  var mapweaveReact: unknown;
  var maplibregl: unknown;
  var pmtiles: unknown;
  var __mapweaveProgram: ((...args: unknown[]) => void) | undefined;
}

/** How long user code may run without the page getting a turn before its loop is stopped. */
const LOOP_LIMIT_MS = 1000;
const PROGRAM_FILE = 'program.tsx';
/** `program.tsx:line:column` in a stack trace. */
const PROGRAM_POSITION = new RegExp(`${PROGRAM_FILE.replace('.', '\\.')}:(\\d+):(\\d+)`);

const sdk = globalThis.mapweave;
let colorMode: ColorMode = 'light';
/** Set by the run message: the page around the frame scrolls (an example, a docs snippet; not the playground). */
let inScrollingPage = false;
let runStartedAt = 0;
let firstFrameSent = false;
let firstLineOffset = 0;
const maps = new Set<MapWeaveModule.MapWeave>();
const themeFollowers = new Set<MapWeaveModule.StandaloneAdapter>();

/**
 * Only a sandboxed frame (opaque origin: `self.origin`, as `location.origin` still shows the
 * URL's) inside a page runs programs and talks to its parent. Framed without the sandbox, by
 * this site or another, a program would run with the site's origin, its cookies and storage.
 */
const sandboxedInPage = self.origin === 'null' && window.parent !== window;

/** The run's port, handed over by the page once (see protocol.ts); `null` until then. */
let pagePort: MessagePort | null = null;

function post(message: FrameToPageMessage): void {
  pagePort?.postMessage(message);
}

// ---------------------------------------------------------------------------------------------
// What the program must not reach. The frame's CSP (frame.html) refuses every request to other
// places, but no CSP directive covers WebRTC in Chromium: a peer connection sends STUN packets to
// any address. Its constructors go before any program runs, and once the program is about to run
// only scripts bearing this frame's secret nonce may run, so that no nested frame (srcdoc, a
// `javascript:` address) gets a fresh window with constructors of its own: nested documents
// inherit the policy, and a nested about:blank is a separate opaque origin the program cannot
// reach into.

function removeWebRtc(): void {
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    if (/^(webkit|moz)?RTC/.test(name)) delete (globalThis as Record<string, unknown>)[name];
  }
}
removeWebRtc();

/**
 * Allows from now on only scripts with the returned nonce, in this document and every document
 * nested in it, and the SDK's own files, which the SDK loads as classic scripts when a map first
 * needs them (its basemap data): they run no code of the program's choosing. Requests (fetch)
 * may reach only the site's self-hosted basemap: tiles and glyphs, read with CORS.
 */
function lockScripts(): string {
  const nonce = crypto.randomUUID();
  const sdkFolder = new URL('../sdk/', location.href).href;
  const basemapFolder = new URL('../basemap/', location.href).href;
  const policy = document.createElement('meta');
  policy.httpEquiv = 'Content-Security-Policy';
  // A policy without worker-src checks workers against its script-src: blob: workers (the
  // analysis worker, the program's own) stay allowed, as frame.html allows them. Both policies
  // hold, so connect-src here narrows frame.html's 'self'.
  policy.content = `script-src 'nonce-${nonce}' 'wasm-unsafe-eval' ${sdkFolder}; worker-src blob:; connect-src data: blob: ${basemapFolder}`;
  document.head.append(policy);
  // The policy holds once applied; the element would only show the nonce to the program.
  policy.remove();
  return nonce;
}

// ---------------------------------------------------------------------------------------------
// Where an error happened, in the user's source

function locate(error: unknown): {line?: number; column?: number} {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const match = PROGRAM_POSITION.exec(stack);
  if (!match) return {};
  const line = Number(match[1]);
  const column = Number(match[2]) - (line === 1 ? firstLineOffset : 0);
  return {line, column: Math.max(1, column)};
}

function messageOf(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as {code?: unknown}).code;
    return `${error.name}${typeof code === 'string' ? ` [${code}]` : ''}: ${error.message}`;
  }
  return String(error);
}

function reportRuntimeError(error: unknown, fallback: {line?: number; column?: number} = {}): void {
  const location = locate(error);
  post({type: 'error', phase: 'runtime', message: messageOf(error), ...(location.line ? location : fallback)});
}

/** All the browser tells of an error thrown inside a script it loaded without CORS (see load-script.ts). */
const HIDDEN_ERROR = 'Script error.';

window.addEventListener('error', (event) => {
  event.preventDefault();
  const fromProgram = event.filename.endsWith(PROGRAM_FILE);
  const error: unknown =
    event.error ??
    (event.message === HIDDEN_ERROR
      ? `${HIDDEN_ERROR} The browser hides its message and line: it was thrown inside the SDK or the runner, which this site serves without the CORS header (Access-Control-Allow-Origin) that would show them.`
      : event.message);
  reportRuntimeError(error, fromProgram ? {line: event.lineno, column: event.colno} : {});
});
window.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  reportRuntimeError(event.reason);
});

/** What the frame's Content-Security-Policy refused, in the program's terms. */
function describeViolation(event: SecurityPolicyViolationEvent): string {
  if (event.blockedURI === 'eval') {
    return 'The runner does not run code given as a string (eval, new Function, setTimeout or setInterval with a string): pass a function instead.';
  }
  return `The runner blocked ${event.blockedURI || 'a request'} (${event.effectiveDirective}): a program in the runner cannot send anything to other places or load from them.`;
}

// Once a program runs, the frame has two policies (frame.html's and the script lock), and an
// action both refuse is reported by each: one console line per refused action.
const reportedViolations = new Set<string>();
window.addEventListener('securitypolicyviolation', (event) => {
  const text = describeViolation(event);
  const key = `${text}|${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`;
  if (reportedViolations.has(key)) return;
  if (reportedViolations.size === 0) setTimeout(() => reportedViolations.clear(), 0);
  reportedViolations.add(key);
  post({type: 'console', level: 'error', text});
});

// ---------------------------------------------------------------------------------------------
// Console

function format(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return messageOf(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// A program that logs in a tight timer would send the page more messages than it can take: it
// shares the page's thread. Past CONSOLE_LINES_PER_SECOND in a second, lines are only counted,
// and the count is sent once the second is over.

let secondStartedAt = -Infinity;
let linesThisSecond = 0;
let dropped = 0;

function reportDropped(): void {
  if (dropped === 0) return;
  post({type: 'console-dropped', count: dropped});
  dropped = 0;
}

/** Whether a console line may go to the page now. */
function admitLine(): boolean {
  const now = performance.now();
  if (now - secondStartedAt >= 1000) {
    reportDropped();
    secondStartedAt = now;
    linesThisSecond = 0;
  }
  if (linesThisSecond < CONSOLE_LINES_PER_SECOND) {
    linesThisSecond += 1;
    return true;
  }
  if (dropped++ === 0) window.setTimeout(reportDropped, 1000 - (now - secondStartedAt));
  return false;
}

for (const level of ['log', 'info', 'warn', 'error'] as const) {
  const original = console[level].bind(console);
  // A dropped line skips the browser's own console too: in a flood, that costs as much as the message.
  console[level] = (...args: unknown[]) => {
    if (!admitLine()) return;
    original(...args);
    post({type: 'console', level, text: args.map(format).join(' ')});
  };
}

// ---------------------------------------------------------------------------------------------
// Loop guard: the compiler calls it at the top of every loop body in the user's code. It arms on
// the first call of a task and disarms in the next task, which only runs once the code gives the
// page its turn back: an `await` inside a loop runs the rest in microtasks of the same task, and
// the page draws nothing until they stop. A loop that keeps the turn past the limit is stopped
// with an error naming its line. The next task comes through a message channel, which hidden
// frames do not slow down as they do timers.

let armed = false;
let turnStartedAt = 0;
let iterations = 0;
let tripped = false;
const nextTask = new MessageChannel();
nextTask.port1.onmessage = () => {
  armed = false;
};

function loopGuard(line: number): void {
  if (tripped) throw new Error(`Stopped an endless loop on line ${line}.`);
  if (!armed) {
    armed = true;
    turnStartedAt = performance.now();
    nextTask.port2.postMessage(null);
  }
  if ((++iterations & 1023) === 0 && performance.now() - turnStartedAt > LOOP_LIMIT_MS) {
    tripped = true;
    throw new Error(
      `Stopped an endless loop: the loop on line ${line} ran for more than ${LOOP_LIMIT_MS / 1000} s without letting the page draw.`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The SDK as the program sees it: maps are tracked (first frame, teardown) and a
// StandaloneAdapter without a theme follows the site's colour mode.

/** How long a map that drew without layers waits for some before its basemap counts as the first frame. */
const LAYERLESS_GRACE_MS = 500;

/**
 * Reports the first frame once painted, not when its draw calls are issued: in software rendering
 * they are seconds apart, and a React program's layers come a frame later than a JavaScript one's.
 */
function sendFirstFrameOnPaint(): void {
  void afterNextPaint().then(() => {
    if (firstFrameSent) return;
    firstFrameSent = true;
    post({type: 'first-frame', ms: Math.round(performance.now() - runStartedAt)});
  });
}

/**
 * The first frame that shows a layer of the program's: in React, layers arrive after the map's
 * own first frame. A program that adds no layer at all gets its basemap counted after a grace.
 */
function reportFirstFrame(map: MapWeaveModule.MapWeave): void {
  if (firstFrameSent) return;
  if (map.getLayers().length > 0) {
    void map.whenRendered().then(sendFirstFrameOnPaint);
    return;
  }
  window.setTimeout(() => {
    if (!map.isDestroyed() && map.getLayers().length === 0) sendFirstFrameOnPaint();
  }, LAYERLESS_GRACE_MS);
}

class MapWeave extends sdk.MapWeave {
  private hasLoaded = false;

  constructor(options: MapWeaveModule.MapWeaveOptions) {
    // Without an adapter the SDK makes its own StandaloneAdapter: make it one that follows the site.
    // In a scrolling page the wheel scrolls the page unless the program says otherwise.
    super({
      ...options,
      ...(inScrollingPage && options.cooperativeGestures === undefined ? {cooperativeGestures: true} : {}),
      adapter: options.adapter ?? new StandaloneAdapter(),
    });
    maps.add(this);
    this.once('load', () => {
      this.hasLoaded = true;
      reportFirstFrame(this);
    });
  }

  override addLayer(...args: Parameters<MapWeaveModule.MapWeave['addLayer']>): this {
    super.addLayer(...args);
    if (this.hasLoaded) reportFirstFrame(this);
    return this;
  }
}

class StandaloneAdapter extends sdk.StandaloneAdapter {
  constructor(options: MapWeaveModule.StandaloneAdapterOptions = {}) {
    super({...options, theme: options.theme ?? colorMode});
    if (options.theme === undefined) themeFollowers.add(this);
  }
}

for (const [tracked, name] of [
  [MapWeave, 'MapWeave'],
  [StandaloneAdapter, 'StandaloneAdapter'],
] as const) {
  Object.defineProperty(tracked, 'name', {value: name});
}

globalThis.mapweave = {...sdk, MapWeave, StandaloneAdapter};
Object.assign(globalThis, {React, ReactDOM: {...ReactDOM, ...ReactDOMClient}});

function applyColorMode(mode: ColorMode): void {
  colorMode = mode;
  document.documentElement.dataset.theme = mode;
  for (const adapter of themeFollowers) {
    // setTheme arrived in mapweave 1.5.x; without it the theme is fixed at construction.
    (adapter as {setTheme?: (theme: ColorMode) => void}).setTheme?.(mode);
  }
}

// ---------------------------------------------------------------------------------------------
// Running a program

async function provide(imports: readonly RunnerModule[]): Promise<(name: string) => unknown> {
  if (imports.includes('maplibre-gl') && globalThis.maplibregl === undefined) {
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = 'maplibre-gl.css';
    document.head.append(stylesheet);
    await loadScript('maplibre-gl.js');
  }
  if (imports.includes('pmtiles') && globalThis.pmtiles === undefined) await loadScript('pmtiles.js');
  const modules: Record<RunnerModule, unknown> = {
    mapweave: globalThis.mapweave,
    'mapweave/react': globalThis.mapweaveReact,
    react: React,
    'react/jsx-runtime': jsxRuntime,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
    'maplibre-gl': globalThis.maplibregl,
    pmtiles: globalThis.pmtiles,
  };
  return (name: string) => {
    if (!Object.hasOwn(modules, name)) throw new Error(`Cannot import "${name}"`);
    return modules[name as RunnerModule];
  };
}

function evaluate(code: string, nonce: string): (...args: unknown[]) => void {
  const script = document.createElement('script');
  script.nonce = nonce;
  script.textContent = `globalThis.__mapweaveProgram = ${code}\n//# sourceURL=${PROGRAM_FILE}`;
  document.head.append(script);
  script.remove();
  const program = globalThis.__mapweaveProgram;
  delete globalThis.__mapweaveProgram;
  if (!program) throw new Error('The program could not be evaluated');
  return program;
}

function renderApp(root: HTMLElement, exported: unknown): void {
  if (typeof exported !== 'function') {
    throw new Error('A React program must default-export its App component (export default function App() { … })');
  }
  const onError = (error: unknown) => reportRuntimeError(error);
  ReactDOMClient.createRoot(root, {onUncaughtError: onError, onCaughtError: onError}).render(
    React.createElement(exported as React.ComponentType),
  );
}

async function run(message: Extract<PageToFrameMessage, {type: 'run'}>): Promise<void> {
  runStartedAt = performance.now();
  inScrollingPage = message.cooperativeGestures === true;
  applyColorMode(message.colorMode);
  const root = document.getElementById('root');
  if (!root) throw new Error('frame.html has no #root element');
  if (message.framework === 'javascript') root.id = 'map';

  let compiled;
  try {
    compiled = compileProgram(message.source, message.framework);
  } catch (error) {
    if (!(error instanceof CompileError)) throw error;
    post({
      type: 'error',
      phase: 'compile',
      message: error.message,
      ...(error.line ? {line: error.line} : {}),
      ...(error.column ? {column: error.column} : {}),
    });
    return;
  }
  post({type: 'compiled'});
  firstLineOffset = compiled.firstLineOffset + 'globalThis.__mapweaveProgram = '.length;

  if (message.workerSource) {
    const url = URL.createObjectURL(new Blob([message.workerSource], {type: 'text/javascript'}));
    (sdk as {setAnalysisWorkerUrl?: (url: string) => void}).setAnalysisWorkerUrl?.(url);
  }

  try {
    const require = await provide(compiled.imports);
    const exports: Record<string, unknown> = {};
    evaluate(compiled.code, lockScripts())(require, exports, {exports}, loopGuard);
    if (message.framework === 'react') renderApp(root, exports.default);
    post({type: 'done'});
  } catch (error) {
    reportRuntimeError(error);
  }
}

function receive(message: PageToFrameMessage | null): void {
  if (message?.type === 'color-mode') {
    applyColorMode(message.colorMode);
  } else if (message?.type === 'run' && !started) {
    // One program per frame: the page makes a new frame to run again.
    started = true;
    void run(message);
  }
}

let started = false;
window.addEventListener('message', (event) => {
  if (!sandboxedInPage || pagePort !== null || event.source !== window.parent) return;
  const [port] = event.ports;
  if (parsePageMessage(event.data)?.type !== 'connect' || !port || event.ports.length !== 1) return;
  pagePort = port;
  port.onmessage = (portEvent) => receive(parsePageMessage(portEvent.data));
  post({type: 'ready'});
});

// The page leaves or drops the frame: give the WebGL contexts back at once.
window.addEventListener('pagehide', () => {
  for (const map of maps) map.destroy();
});

if (!sandboxedInPage)
  console.warn('The MapWeave runner runs programs only in <iframe sandbox="allow-scripts"> without allow-same-origin.');
