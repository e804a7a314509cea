/**
 * `deck.setProps({ layers })` only queues the layers for deck.gl's next animation frame, while
 * `deck.redraw()` (and a basemap's render event) draws the layers deck.gl has now. Applying the
 * queued layers first makes a frame drawn at once show every change made so far. deck.gl 9 keeps
 * its layer manager protected; it is public at runtime.
 */
export function applyQueuedLayers(deck: object | null | undefined): void {
  (deck as {layerManager?: {updateLayers(): void} | null} | null | undefined)?.layerManager?.updateLayers();
}
