import {MapWeaveError} from './errors.js';

/** The element for `container` (an element or the id of one); INVALID_CONTAINER otherwise. */
export function resolveContainer(container: HTMLElement | string | null | undefined): HTMLElement {
  if (typeof container === 'string') {
    const element = typeof document === 'undefined' ? null : document.getElementById(container);
    if (!element)
      throw new MapWeaveError('INVALID_CONTAINER', `No element with id "${container}" for the map container`);
    return element;
  }
  if (typeof HTMLElement !== 'undefined' && container instanceof HTMLElement) return container;
  throw new MapWeaveError(
    'INVALID_CONTAINER',
    `The map container must be an HTMLElement or an element id, got ${container === null ? 'null' : typeof container}`,
  );
}

/** Overlays are positioned against the container, so it must be a positioned element. */
export function ensurePositioned(container: HTMLElement): void {
  if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
}
