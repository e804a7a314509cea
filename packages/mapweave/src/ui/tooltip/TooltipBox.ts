import {placeTooltip} from './placement.js';

export type TooltipTheme = 'light' | 'dark';

/** Colours of the tooltip in each theme: text, background, border. */
export const TOOLTIP_COLORS: Readonly<Record<TooltipTheme, {text: string; background: string; border: string}>> = {
  light: {text: '#1f2937', background: '#ffffff', border: 'rgba(15, 23, 42, 0.18)'},
  dark: {text: '#f1f5f9', background: '#1e293b', border: 'rgba(226, 232, 240, 0.25)'},
};

const BOX_STYLE = [
  'position:absolute',
  'left:0',
  'top:0',
  'z-index:3',
  'pointer-events:none',
  'box-sizing:border-box',
  'max-width:min(320px, calc(100% - 8px))',
  // A tooltip never covers more than the map: longer content is cut off (it takes no pointer, so it cannot scroll).
  'max-height:min(240px, calc(100% - 8px))',
  'overflow:hidden',
  // Bidirectional text inside cannot reorder what is around it.
  'unicode-bidi:isolate',
  'padding:4px 8px',
  'border-radius:4px',
  'border:1px solid',
  'box-shadow:0 2px 8px rgba(0, 0, 0, 0.2)',
  'font:13px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'white-space:pre-line',
  'overflow-wrap:anywhere',
].join(';');

/** Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they could make text read in another order than written. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

let nextId = 0;

/**
 * The tooltip element of a map: absolutely placed inside the container (so showing it moves
 * nothing else), `role="tooltip"`, text only, kept inside the container.
 */
export class TooltipBox {
  readonly element: HTMLElement;
  private anchor: readonly [number, number] = [0, 0];
  /** Content that changes size after it is shown (a React render, a font) is placed again. */
  private readonly resizeObserver: ResizeObserver | null;

  constructor(private readonly container: HTMLElement) {
    this.element = document.createElement('div');
    this.element.className = 'mapweave-tooltip';
    this.element.id = `mapweave-tooltip-${++nextId}`;
    this.element.setAttribute('role', 'tooltip');
    this.element.dir = 'auto';
    this.element.style.cssText = BOX_STYLE;
    this.element.hidden = true;
    container.append(this.element);
    this.resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.refresh()) : null;
    this.resizeObserver?.observe(this.element);
    this.resizeObserver?.observe(container);
  }

  isShown(): boolean {
    return !this.element.hidden;
  }

  /**
   * Shows text (as text, never markup, without bidirectional embedding and override controls) or
   * a caller's DOM node pointing at `anchor`, in the given theme.
   */
  show(content: string | Node, anchor: readonly [number, number], theme: TooltipTheme): void {
    if (typeof content === 'string') {
      const text = content.replace(BIDI_CONTROLS, '');
      if (this.element.childElementCount > 0 || this.element.textContent !== text) this.element.textContent = text;
    } else if (this.element.firstChild !== content || this.element.childNodes.length !== 1) {
      this.element.replaceChildren(content);
    }
    const colors = TOOLTIP_COLORS[theme];
    this.element.style.color = colors.text;
    this.element.style.background = colors.background;
    this.element.style.borderColor = colors.border;
    this.element.dataset.theme = theme;
    this.element.hidden = false;
    this.moveTo(anchor);
  }

  /** Points the shown tooltip at another pixel of the container. */
  moveTo(anchor: readonly [number, number]): void {
    this.anchor = anchor;
    if (this.element.hidden) return;
    const {left, top} = placeTooltip({
      anchor,
      size: {width: this.element.offsetWidth, height: this.element.offsetHeight},
      bounds: {width: this.container.clientWidth, height: this.container.clientHeight},
    });
    this.element.style.transform = `translate(${left}px, ${top}px)`;
  }

  /** Places the tooltip again (after the container was resized). */
  refresh(): void {
    this.moveTo(this.anchor);
  }

  hide(): void {
    this.element.hidden = true;
  }

  dispose(): void {
    this.resizeObserver?.disconnect();
    this.element.remove();
  }
}
