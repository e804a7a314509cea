import type {Layer as DeckLayer} from '@deck.gl/core';
import {TextLayer} from '@deck.gl/layers';
import {labelTextProps} from '../../../core/labelStyle.js';
import type {DrawnLabel, LabelItem} from '../../../core/mapLabels.js';
import type {Id, RGBA} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import {pathMidpoint, type Position} from './linkGeometry.js';

export interface LinkLabel {
  id: Id;
  text: string;
  /** Halfway along the drawn link. */
  position: Position;
  /** Screen angle of the link there, turned to read left to right (degrees counter-clockwise from east). */
  angle: number;
}

/** A label for a link drawn along `path`. */
export function linkLabelOf(
  id: Id,
  text: string,
  path: readonly Position[],
  angleOf: (from: Position, to: Position) => number,
): LinkLabel {
  const middle = Math.floor(path.length / 2);
  const from = path[Math.max(0, middle - 1)]!;
  const to = path[Math.min(path.length - 1, middle === 0 ? 1 : middle)]!;
  return {id, text, position: pathMidpoint(path), angle: readableAngle(angleOf(from, to))};
}

/** An angle turned by half a turn when the text would otherwise read upside down. */
export function readableAngle(angle: number): number {
  const normalized = ((((angle + 180) % 360) + 360) % 360) - 180;
  if (normalized > 90) return normalized - 180;
  if (normalized < -90) return normalized + 180;
  return normalized;
}

/** Link labels along the links at their midpoints, in the system font (no web fonts to load), in `color` on `halo`. */
export function createLinkLabelLayer(
  id: string,
  labels: DrawnLabel<LabelItem>[],
  options: NetworkLayerOptions,
  color: RGBA,
  halo: RGBA,
): DeckLayer {
  return new TextLayer<DrawnLabel<LabelItem>>({
    id,
    data: labels,
    getPosition: ({label}) => label.position,
    getText: ({label}) => label.text,
    getAngle: ({label}) => label.angle ?? 0,
    getSize: options.labels.fontSize,
    getColor: color,
    getTextAnchor: 'middle',
    getAlignmentBaseline: 'bottom',
    ...labelTextProps(options.labels, halo),
  });
}
