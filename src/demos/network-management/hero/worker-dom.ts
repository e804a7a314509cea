/**
 * What deck.gl 9.4 reaches for in the DOM, stood in for inside a worker. Deck gives its canvas a
 * style, looks for an event root and a widget parent around it, and adds a tooltip widget; the
 * text layer draws its font atlas on `document.createElement('canvas')`. In a worker the canvas
 * is an OffscreenCanvas and there is no document: the font atlas gets an OffscreenCanvas, the
 * rest inert elements. Input reaches the worker as messages (protocol.ts), not DOM events.
 */
interface InertElement {
  style: Record<string, string>;
  [name: string]: unknown;
}

const noop = () => undefined;

function inertElement(): InertElement {
  return {
    style: {},
    dataset: {},
    children: [],
    parentElement: null,
    classList: {add: noop, remove: noop, toggle: noop, contains: () => false},
    appendChild: (child: unknown) => child,
    insertBefore: (child: unknown) => child,
    removeChild: (child: unknown) => child,
    append: noop,
    prepend: noop,
    remove: noop,
    setAttribute: noop,
    removeAttribute: noop,
    addEventListener: noop,
    removeEventListener: noop,
    querySelector: () => null,
    closest: () => null,
    getBoundingClientRect: () => ({left: 0, top: 0, right: 0, bottom: 0, width: 0, height: 0}),
  };
}

/** Installs the stand-in `document` (call before deck.gl draws). */
export function installWorkerDocument(): void {
  (globalThis as {document?: unknown}).document = {
    createElement: (tag: string) => (tag === 'canvas' ? new OffscreenCanvas(1, 1) : inertElement()),
  };
}

/** Gives the transferred canvas the element surface Deck reads. */
export function asDeckCanvas(canvas: OffscreenCanvas): HTMLCanvasElement {
  return Object.assign(canvas, {
    style: {},
    closest: () => null,
    parentElement: inertElement(),
  }) as unknown as HTMLCanvasElement;
}
