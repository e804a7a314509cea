import type {AnyLayer, FocusableItem} from '../../core/Layer.js';
import {sameItem} from '../../core/pointerEvents.js';
import type {EventMap, EventName, PointerEventItem} from '../../core/types.js';
import {TooltipBox, type TooltipTheme} from './TooltipBox.js';

/**
 * The tooltip of an item: text (shown as text, never parsed as HTML), a DOM node the caller built
 * (shown as it is), or `null`, `undefined` or `''` for none.
 */
export type TooltipFunction = (item: PointerEventItem) => string | Node | null | undefined;

/** Keys that move keyboard focus to the next and the previous item in view. */
export const ITEM_FOCUS_KEYS = {next: ']', previous: '['} as const;

export interface TooltipHost {
  container: HTMLElement;
  getLayers(): readonly AnyLayer[];
  /** Pixel (relative to the container) of `[longitude, latitude]`. */
  project(position: readonly [number, number]): [number, number];
  getTheme(): TooltipTheme;
  reportError(error: unknown): void;
  /** Subscribes to the map's events; returns the unsubscribe function. */
  on<K extends EventName>(name: K, handler: (event: EventMap[K]) => void): () => void;
}

interface Target {
  item: PointerEventItem;
  /** Where it points: the pointer, or a focused item's position projected again as the view moves. */
  anchor(): [number, number];
}

/**
 * Tooltips of a map's items: on hover (following the pointer) and on keyboard focus of an item
 * (`]` and `[` step through the items in view, in reading order). Escape closes the tooltip and
 * ends keyboard focus; the text comes from the map's tooltip function.
 */
export class ItemTooltips {
  private readonly box: TooltipBox;
  private tooltip: TooltipFunction | null;
  /** `position`: where the hovered item was drawn when last resolved (unknown until the first refresh). */
  private hovered: {item: PointerEventItem; pixel: [number, number]; position?: [number, number]} | null = null;
  private focused: FocusableItem | null = null;
  /** The item whose tooltip Escape closed: it stays closed until the pointer comes onto an item or focus moves. */
  private dismissed: PointerEventItem | null = null;
  private readonly unsubscribe: (() => void)[];
  /** Set by dispose(): a tooltip function that destroyed the map ends the update it was called from. */
  private disposed = false;

  constructor(
    private readonly host: TooltipHost,
    tooltip: TooltipFunction | null,
  ) {
    this.tooltip = tooltip;
    this.box = new TooltipBox(host.container);
    host.container.setAttribute('aria-keyshortcuts', `${ITEM_FOCUS_KEYS.previous} ${ITEM_FOCUS_KEYS.next} Escape`);
    // On the document: Escape closes a hover tooltip wherever keyboard focus is.
    host.container.ownerDocument.addEventListener('keydown', this.onKeyDown);
    host.container.addEventListener('pointermove', this.onPointerMove);
    host.container.addEventListener('blur', this.onBlur);
    this.unsubscribe = [
      host.on('hover-start', ({item, pixel}) => {
        if (item) this.setHovered({item, pixel});
      }),
      host.on('hover-end', () => this.setHovered(null)),
      host.on('drag-start', () => this.box.hide()),
      host.on('drag-end', () => this.update()),
      host.on('view-change', () => this.update()),
    ];
  }

  setTooltip(tooltip: TooltipFunction | null): void {
    this.tooltip = tooltip;
    this.update();
  }

  getTooltip(): TooltipFunction | null {
    return this.tooltip;
  }

  /** The tooltip element (hidden while no tooltip shows). */
  get element(): HTMLElement {
    return this.box.element;
  }

  /** A removed layer's items lose their hover and focus. */
  forgetLayer(layerId: string): void {
    if (this.hovered?.item.layerId === layerId) this.hovered = null;
    if (this.focused?.item.layerId === layerId) this.focused = null;
    this.update();
  }

  /**
   * After a frame: the tooltip follows its item as it is drawn now. It shows the item's current
   * data, moves with a focused item, and closes when the item is no longer drawn or a hovered
   * item moved away from under the pointer.
   */
  refresh(): void {
    const hovered = this.hovered;
    const focused = this.focused;
    if (!hovered && !focused) return;
    let changed = false;
    if (hovered) {
      const now = this.layerOf(hovered.item)?.resolveItem(hovered.item) ?? null;
      if (!now || (hovered.position && !samePosition(hovered.position, now.position))) {
        this.hovered = null;
        changed = true;
      } else {
        hovered.position = now.position;
        if (now.item.data !== hovered.item.data) {
          hovered.item = now.item;
          changed = true;
        }
      }
    }
    if (focused) {
      const now = this.layerOf(focused.item)?.resolveItem(focused.item) ?? null;
      if (!now) {
        this.focused = null;
        changed = true;
      } else if (now.item.data !== focused.item.data || !samePosition(now.position, focused.position)) {
        this.focused = now;
        changed = true;
      }
    }
    if (changed) this.update();
  }

  dispose(): void {
    this.disposed = true;
    for (const stop of this.unsubscribe) stop();
    const {container} = this.host;
    container.ownerDocument.removeEventListener('keydown', this.onKeyDown);
    container.removeEventListener('pointermove', this.onPointerMove);
    container.removeEventListener('blur', this.onBlur);
    container.removeAttribute('aria-keyshortcuts');
    this.setDescribed(false);
    this.box.dispose();
  }

  private setHovered(next: {item: PointerEventItem; pixel: [number, number]} | null): void {
    // The pointer came onto an item: a tooltip closed before (by Escape) may show again.
    if (next) this.dismissed = null;
    this.hovered = next;
    this.update();
  }

  private setFocused(next: FocusableItem | null): void {
    const previous = this.focused;
    this.focused = next;
    this.dismissed = null;
    if (previous && !(next && sameItem(previous.item, next.item))) this.layerOf(previous.item)?.setHovered(null);
    if (next) this.layerOf(next.item)?.setHovered(next.item);
    this.update();
  }

  /** Shows the tooltip of the hovered item, else of the focused one, or hides it. */
  private update(): void {
    const target = this.target();
    const content = target && !sameItem(target.item, this.dismissed) ? this.contentOf(target.item) : null;
    if (this.disposed) return;
    if (!target || !content) {
      this.box.hide();
      this.setDescribed(false);
      return;
    }
    this.box.show(content, target.anchor(), this.host.getTheme());
    this.setDescribed(this.focused !== null && sameItem(target.item, this.focused.item));
  }

  private target(): Target | null {
    const hovered = this.hovered;
    if (hovered) return {item: hovered.item, anchor: () => hovered.pixel};
    const focused = this.focused;
    if (focused) return {item: focused.item, anchor: () => this.host.project(focused.position)};
    return null;
  }

  private contentOf(item: PointerEventItem): string | Node | null {
    if (!this.tooltip) return null;
    try {
      const content = this.tooltip(item);
      if (content === null || content === undefined) return null;
      return isNode(content) ? content : String(content);
    } catch (error) {
      this.host.reportError(error);
      return null;
    }
  }

  /** The items of every visible layer drawn inside the map now, top to bottom, then left to right. */
  private focusableInView(): {entry: FocusableItem; pixel: [number, number]}[] {
    const {clientWidth: width, clientHeight: height} = this.host.container;
    return this.host
      .getLayers()
      .filter((layer) => layer.visible())
      .flatMap((layer) => layer.getFocusableItems())
      .map((entry) => ({entry, pixel: this.host.project(entry.position)}))
      .filter(({pixel: [x, y]}) => x >= 0 && y >= 0 && x <= width && y <= height)
      .sort((a, b) => a.pixel[1] - b.pixel[1] || a.pixel[0] - b.pixel[0]);
  }

  private step(direction: 1 | -1): void {
    const items = this.focusableInView();
    if (items.length === 0) return;
    const current = this.focused;
    const index = current ? items.findIndex(({entry}) => sameItem(entry.item, current.item)) : -1;
    const next =
      index === -1 ? (direction === 1 ? 0 : items.length - 1) : (index + direction + items.length) % items.length;
    this.setFocused(items[next]!.entry);
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const onMap = event.target === this.host.container;
    if (onMap && (event.key === ITEM_FOCUS_KEYS.next || event.key === ITEM_FOCUS_KEYS.previous)) {
      event.preventDefault();
      this.step(event.key === ITEM_FOCUS_KEYS.next ? 1 : -1);
    } else if (event.key === 'Escape' && this.box.isShown()) {
      if (onMap) event.preventDefault();
      const dismissed = this.target()?.item ?? null;
      if (this.focused) this.setFocused(null);
      this.dismissed = dismissed;
      this.update();
    }
  };

  private readonly onPointerMove = (event: PointerEvent): void => {
    if (!this.hovered || !this.box.isShown()) return;
    const rect = this.host.container.getBoundingClientRect();
    this.hovered.pixel = [event.clientX - rect.left, event.clientY - rect.top];
    this.box.moveTo(this.hovered.pixel);
  };

  private readonly onBlur = (): void => {
    if (this.focused) this.setFocused(null);
  };

  /** Links the focused map to the tooltip while it describes the keyboard-focused item. */
  private setDescribed(described: boolean): void {
    const {container} = this.host;
    const id = this.box.element.id;
    const ids = (container.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((entry) => entry && entry !== id);
    if (described) ids.push(id);
    if (ids.length > 0) container.setAttribute('aria-describedby', ids.join(' '));
    else container.removeAttribute('aria-describedby');
  }

  private layerOf(item: PointerEventItem): AnyLayer | undefined {
    return this.host.getLayers().find((layer) => layer.id === item.layerId);
  }
}

function samePosition(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** A DOM node of any realm (a node made in another frame is no `instanceof Node` here). */
function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as {nodeType?: unknown}).nodeType === 'number';
}
