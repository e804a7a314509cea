/**
 * Resolves once the frame whose draw calls were just issued (a map's `whenRendered()`, deck.gl's
 * `onAfterRender`) is on screen: its commit comes with the next animation frame and waits for the
 * GPU, in software rendering seconds after the draw calls. Times measured to here compare
 * programs, frameworks and libraries by what the reader sees.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
