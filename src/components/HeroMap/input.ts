/**
 * The reader's inputs on the hero map, turned into view inputs on the page's side: deck.gl's
 * wheel curve and keyboard steps, without deck.gl (it stays in the worker).
 */
import type {ViewInput} from './protocol';

/** Zoom levels for a wheel delta in pixels, with deck.gl's wheel curve (a 100 px notch ≈ 0.55 zoom). */
export function wheelZoom(deltaY: number): number {
  const scale = 2 / (1 + Math.exp(-Math.abs(deltaY * 0.01)));
  return deltaY > 0 ? -Math.log2(scale) : Math.log2(scale);
}

/** The view input of a key on the focused map (arrows pan 100 px, + and - zoom by 1), or null. */
export function keyInput(key: string, width: number, height: number): ViewInput | null {
  switch (key) {
    case 'ArrowLeft':
      return {kind: 'pan', dx: 100, dy: 0};
    case 'ArrowRight':
      return {kind: 'pan', dx: -100, dy: 0};
    case 'ArrowUp':
      return {kind: 'pan', dx: 0, dy: 100};
    case 'ArrowDown':
      return {kind: 'pan', dx: 0, dy: -100};
    case '+':
    case '=':
      return {kind: 'zoom', x: width / 2, y: height / 2, by: 1};
    case '-':
      return {kind: 'zoom', x: width / 2, y: height / 2, by: -1};
    default:
      return null;
  }
}
