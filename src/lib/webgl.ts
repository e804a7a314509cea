/** The part of a canvas the WebGL 2 check needs. */
export interface ContextSource {
  getContext(kind: 'webgl2'): unknown;
}

/**
 * Whether this browser can draw with WebGL 2 (what deck.gl 9, and so MapWeave, needs).
 * A context that exists but is lost at once (a blocked GPU) counts as unavailable.
 */
export function supportsWebGL2(createCanvas: () => ContextSource = () => document.createElement('canvas')): boolean {
  try {
    const context = createCanvas().getContext('webgl2') as {isContextLost?: () => boolean} | null;
    if (!context) return false;
    return !(typeof context.isContextLost === 'function' && context.isContextLost());
  } catch {
    return false;
  }
}
