import type {PickingInfo} from '@deck.gl/core';
import type {DeckInputEvent} from './Adapter.js';
import type {AnyLayer} from './Layer.js';
import {buildPointerEvent, sameItem, toLatLng} from './pointerEvents.js';
import type {EventMap, EventName, MapDragEvent, PointerEventItem} from './types.js';

export interface InteractionHost {
  getLayers(): readonly AnyLayer[];
  emit<K extends EventName>(name: K, event: EventMap[K]): void;
  /** `[longitude, latitude]` under a pixel of the container. */
  unproject(pixel: [number, number]): number[] | null;
}

interface ActiveDrag {
  layer: AnyLayer;
  item: PointerEventItem;
}

/**
 * Turns deck.gl picks into MapWeave pointer events: click and double-click, hover transitions,
 * and dragging of draggable items (which keeps the map from panning meanwhile).
 */
export class PointerInteraction {
  private hovered: PointerEventItem | null = null;
  private drag: ActiveDrag | null = null;

  constructor(private readonly host: InteractionHost) {}

  isDragging(): boolean {
    return this.drag !== null;
  }

  isHoveringItem(): boolean {
    return this.hovered !== null;
  }

  /** The item of a deck.gl pick, asked of the MapWeave layer that drew the picked deck.gl layer. */
  itemOf(info: PickingInfo): {layer: AnyLayer; item: PointerEventItem} | null {
    const deckLayerId = info.layer?.id;
    if (!deckLayerId || !info.picked) return null;
    for (const layer of this.host.getLayers()) {
      if (!layer.ownsDeckLayer(deckLayerId)) continue;
      const item = layer.toEventItem(info);
      return item ? {layer, item} : null;
    }
    return null;
  }

  onClick = (info: PickingInfo, event: DeckInputEvent): void => {
    // deck.gl reports a right or middle button tap as a click too; those are the context menu's.
    if (!isPrimaryButton(event.srcEvent)) return;
    const hit = this.itemOf(info);
    const payload = buildPointerEvent(hit?.item ?? null, info);
    if (event.type === 'dblclick') {
      hit?.layer.handleDoubleClick(hit.item);
      this.host.emit('double-click', payload);
      return;
    }
    const additive = isModified(event.srcEvent);
    for (const layer of this.host.getLayers()) {
      layer.handleClick(hit && hit.layer === layer ? hit.item : null, additive);
    }
    this.host.emit('click', payload);
  };

  onHover = (info: PickingInfo): void => {
    if (this.drag) return;
    const hit = this.itemOf(info);
    const next = hit?.item ?? null;
    if (sameItem(next, this.hovered)) return;
    const previous = this.hovered;
    this.hovered = next;
    if (previous) {
      this.layerOf(previous)?.setHovered(null);
      this.host.emit('hover-end', buildPointerEvent(previous, info));
    }
    if (next && hit) {
      hit.layer.setHovered(next);
      this.host.emit('hover-start', buildPointerEvent(next, info));
    }
  };

  onDragStart = (info: PickingInfo, event: DeckInputEvent): void => {
    const hit = this.itemOf(info);
    if (!hit || !hit.layer.isDraggable(hit.item)) return;
    event.stopImmediatePropagation?.();
    this.drag = hit;
    this.host.emit('drag-start', this.dragEvent(hit.item, info, {}));
  };

  onDrag = (info: PickingInfo, event: DeckInputEvent): void => {
    const drag = this.drag;
    if (!drag) return;
    event.stopImmediatePropagation?.();
    const coordinate = toLatLng(this.host.unproject([info.x, info.y]));
    if (!coordinate) return;
    const result = drag.layer.dragTo(drag.item, coordinate);
    this.host.emit('drag', this.dragEvent(drag.item, info, result));
  };

  onDragEnd = (info: PickingInfo, event: DeckInputEvent): void => {
    const drag = this.drag;
    if (!drag) return;
    event.stopImmediatePropagation?.();
    this.drag = null;
    const coordinate = toLatLng(this.host.unproject([info.x, info.y]));
    const result = coordinate ? drag.layer.dragTo(drag.item, coordinate) : {};
    drag.layer.endDrag(drag.item);
    this.host.emit('drag-end', this.dragEvent(drag.item, info, result));
  };

  /** A removed layer can no longer be hovered or dragged. */
  forgetLayer(layerId: string): void {
    if (this.hovered?.layerId === layerId) this.hovered = null;
    if (this.drag?.item.layerId === layerId) this.drag = null;
  }

  private dragEvent(item: PointerEventItem, info: PickingInfo, result: {time?: number}): MapDragEvent {
    const coordinate = toLatLng(this.host.unproject([info.x, info.y]));
    const event: MapDragEvent = {item, coordinate, pixel: [info.x, info.y]};
    if (result.time !== undefined) event.time = result.time;
    return event;
  }

  private layerOf(item: PointerEventItem): AnyLayer | undefined {
    return this.host.getLayers().find((layer) => layer.id === item.layerId);
  }
}

/** Whether a pointer event was made with the primary button (events without a button count as primary). */
export function isPrimaryButton(event: Event | undefined): boolean {
  const button = (event as {button?: unknown} | undefined)?.button;
  return typeof button !== 'number' || button === 0;
}

function isModified(event: Event | undefined): boolean {
  const keys = event as {shiftKey?: boolean; metaKey?: boolean; ctrlKey?: boolean} | undefined;
  return Boolean(keys?.shiftKey || keys?.metaKey || keys?.ctrlKey);
}
