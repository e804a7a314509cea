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

/** Two touch points, in CSS pixels of the map. */
export type TouchPair = [{x: number; y: number}, {x: number; y: number}];

/** Two fingers moved from `before` to `after`: the map pans with their middle and zooms with their spread. */
export function twoFingerInputs(before: TouchPair, after: TouchPair): ViewInput[] {
  const middle = ([a, b]: TouchPair) => ({x: (a.x + b.x) / 2, y: (a.y + b.y) / 2});
  const spread = ([a, b]: TouchPair) => Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
  const from = middle(before);
  const to = middle(after);
  const inputs: ViewInput[] = [{kind: 'pan', dx: to.x - from.x, dy: to.y - from.y}];
  const by = Math.log2(spread(after) / spread(before));
  if (by !== 0) inputs.push({kind: 'zoom', x: to.x, y: to.y, by});
  return inputs;
}
