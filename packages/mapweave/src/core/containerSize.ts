import {warn} from './warnings.js';

/** A side shorter than this many CSS pixels shows nothing of the map. */
const MIN_VISIBLE_SIDE = 2;

/**
 * Warns once, with CONTAINER_HAS_NO_SIZE, when the map's container is laid out with (almost) no
 * width or height: a container without a height gives a one-pixel-high canvas and a blank page.
 * Checked when the container is first laid out and on every resize, as a ResizeObserver reports
 * them; a container that is not displayed (`display: none`, e.g. an inactive tab) is hidden on
 * purpose and not warned about. Returns the function that stops watching.
 */
export function warnWhenContainerHasNoSize(container: HTMLElement): () => void {
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    if (container.getClientRects().length === 0) return;
    const {width, height} = container.getBoundingClientRect();
    if (width >= MIN_VISIBLE_SIDE && height >= MIN_VISIBLE_SIDE) return;
    observer.disconnect();
    warn(
      'CONTAINER_HAS_NO_SIZE',
      `the map container is ${Math.round(width)}×${Math.round(height)} px, so the map cannot be seen; ` +
        'give it a width and a height, e.g. with CSS',
    );
  });
  observer.observe(container);
  return () => observer.disconnect();
}
