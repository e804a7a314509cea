import type {Deck, MapView} from '@deck.gl/core';

/** The part of deck.gl 9's Deck that holds the device it is creating (a protected member). */
interface DeckWithLoop {
  animationLoop?: {props?: {device?: unknown}} | null;
}

/**
 * Finalizes `deck` and loses its WebGL context. deck.gl creates the context asynchronously and
 * its `finalize()` frees neither one it created nor one still being created (a map destroyed
 * right after it was made, as React's StrictMode does), and Chrome keeps 16 contexts at most,
 * dropping the oldest (perhaps a live map's). The context is lost once its device exists.
 */
export function finalizeDeck(deck: Deck<MapView>): void {
  const device = (deck as unknown as DeckWithLoop).animationLoop?.props?.device;
  deck.finalize();
  Promise.resolve(device).then(loseContextOf, () => undefined);
}

function loseContextOf(device: unknown): void {
  const gl = (device as {gl?: WebGL2RenderingContext} | null | undefined)?.gl;
  if (gl && !gl.isContextLost()) gl.getExtension('WEBGL_lose_context')?.loseContext();
}
