import type {Layer as DeckLayer} from '@deck.gl/core';
import {IconLayer} from '@deck.gl/layers';
import type {RGBA} from '../../../core/types.js';
import type {Position} from './linkGeometry.js';

/** A triangle pointing east, white so deck.gl's `mask` mode tints it with the link colour. */
const ARROW_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><path d="M2 4 L30 16 L2 28 Z" fill="#fff"/></svg>';
const ARROW_ICON = {
  id: 'mapweave-arrow',
  url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(ARROW_SVG)}`,
  width: 32,
  height: 32,
  mask: true,
};

export interface Arrow {
  /** The node the arrow points at. */
  tip: Position;
  /** Screen angle of the last stretch of the link, in degrees counter-clockwise from east. */
  angle: number;
  /** Pixels between the arrow's centre and the tip node's centre (its radius plus half the arrow). */
  inset: number;
  size: number;
  color: RGBA;
}

/** Arrow heads at the ends of directed links, sized in pixels, stopping at the node's edge (`arrows` is drawn as given: keep it between frames). */
export function createArrowLayer(id: string, arrows: Arrow[]): DeckLayer {
  return new IconLayer<Arrow>({
    id,
    data: arrows,
    getIcon: () => ARROW_ICON,
    getPosition: (arrow) => arrow.tip,
    getAngle: (arrow) => arrow.angle,
    getSize: (arrow) => arrow.size,
    getColor: (arrow) => arrow.color,
    getPixelOffset: (arrow) => {
      const radians = (arrow.angle * Math.PI) / 180;
      return [-Math.cos(radians) * arrow.inset, Math.sin(radians) * arrow.inset];
    },
    sizeUnits: 'pixels',
    billboard: true,
  });
}
