import {appendId, ensureId} from '../core/accessibility.js';
import {prefersReducedMotion} from '../core/motion.js';

/**
 * Maps inside scrolling pages (`cooperativeGestures`, after MapLibre's option of that name): the
 * wheel scrolls the page and only Ctrl/⌘ + wheel (or a trackpad pinch) zooms the map; on touch,
 * one finger scrolls the page and two move the map. A short hint over the map says so when the
 * page takes a gesture the map would otherwise have taken.
 */

export const COOPERATIVE_HINTS = {
  wheel: 'Use Ctrl + scroll to zoom the map',
  wheelMac: 'Use ⌘ + scroll to zoom the map',
  touch: 'Use two fingers to move the map',
} as const;

/** How long a hint stays after the last gesture that raised it. */
const HINT_MS = 1500;

/** Page colours can restyle it: `--mapweave-hint-background`, `--mapweave-hint-color`. */
const HINT_STYLE =
  'position:absolute;inset:0;z-index:2;display:flex;align-items:center;justify-content:center;padding:1rem;' +
  'box-sizing:border-box;text-align:center;font:600 16px/1.3 system-ui,sans-serif;pointer-events:none;opacity:0;' +
  'background:var(--mapweave-hint-background,rgba(15,23,34,0.62));color:var(--mapweave-hint-color,#fff);';

export interface CooperativeGestures {
  dispose(): void;
}

export interface CooperativeGesturesOptions {
  /** Also take over touch: one finger scrolls the page, two move the map. */
  touch: boolean;
}

/** Whether the reader's modifier key is ⌘ (Apple platforms) rather than Ctrl. */
export function usesCommandKey(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/**
 * Puts the map's container in cooperative mode: a wheel event without Ctrl or ⌘ is kept from
 * the map (captured on the container, before the map's own listeners below it) and left to the
 * page, which scrolls. The hint is visual only (`aria-hidden`); the container's description
 * carries its words for screen readers.
 */
export function setUpCooperativeGestures(
  container: HTMLElement,
  {touch}: CooperativeGesturesOptions,
): CooperativeGestures {
  const wheelText = usesCommandKey() ? COOPERATIVE_HINTS.wheelMac : COOPERATIVE_HINTS.wheel;
  const hint = document.createElement('div');
  hint.className = 'mapweave-cooperative-hint';
  hint.setAttribute('aria-hidden', 'true');
  hint.style.cssText = HINT_STYLE;
  hint.textContent = wheelText;
  container.append(hint);
  const describedBy = container.getAttribute('aria-describedby');
  const description = document.createElement('span');
  description.hidden = true;
  description.textContent = touch ? `${wheelText}. ${COOPERATIVE_HINTS.touch}.` : `${wheelText}.`;
  container.append(description);
  container.setAttribute('aria-describedby', appendId(describedBy, ensureId(description, 'mapweave-gestures')));

  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const show = (text: string) => {
    if (hint.textContent !== text) hint.textContent = text;
    hint.style.transition = prefersReducedMotion() ? 'none' : 'opacity 0.15s ease-out';
    hint.style.opacity = '1';
    if (hideTimer !== null) clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      hideTimer = null;
      hint.style.transition = prefersReducedMotion() ? 'none' : 'opacity 0.6s ease-in';
      hint.style.opacity = '0';
    }, HINT_MS);
  };

  const onWheel = (event: WheelEvent) => {
    // A trackpad pinch arrives as a wheel event with ctrlKey set: it zooms, as Ctrl + wheel does.
    if (event.ctrlKey || event.metaKey) return;
    event.stopPropagation();
    show(wheelText);
  };
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length === 1) show(COOPERATIVE_HINTS.touch);
    // Two fingers move the map: the page must not scroll under them.
    else if (event.cancelable) event.preventDefault();
  };
  container.addEventListener('wheel', onWheel, {capture: true, passive: true});
  if (touch) container.addEventListener('touchmove', onTouchMove, {capture: true, passive: false});

  return {
    dispose() {
      container.removeEventListener('wheel', onWheel, {capture: true});
      container.removeEventListener('touchmove', onTouchMove, {capture: true});
      if (hideTimer !== null) clearTimeout(hideTimer);
      hint.remove();
      description.remove();
      if (describedBy === null) container.removeAttribute('aria-describedby');
      else container.setAttribute('aria-describedby', describedBy);
    },
  };
}
