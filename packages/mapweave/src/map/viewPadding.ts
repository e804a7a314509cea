import {WebMercatorViewport} from '@deck.gl/core';
import {invalidOption} from '../core/errors.js';
import {MERCATOR_MAX_LATITUDE, wrapLongitude} from '../core/mercator.js';
import {nonNegative, shape} from '../core/optionRules.js';
import type {ViewState} from '../core/types.js';

/** Pixels kept free on each side of the map by `fitBounds` and `flyTo` (`paddingBySide`); a side left out keeps `padding`'s. */
export interface ViewPadding {
  top?: number;
  right?: number;
  bottom?: number;
  left?: number;
}

export type PaddingSides = Required<ViewPadding>;

type Side = keyof PaddingSides;

/** `paddingBySide`: `{top, right, bottom, left}`, each a number ≥ 0. */
export const PADDING_BY_SIDE_RULE = shape<ViewPadding>({
  top: nonNegative,
  right: nonNegative,
  bottom: nonNegative,
  left: nonNegative,
});

/** `avoid`: the elements over the map that the view keeps clear of. */
export function avoidRule(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'an array of DOM elements';
  const bad = value.findIndex((entry) => !(entry instanceof Element));
  return bad === -1 ? undefined : `an array of DOM elements (entry ${bad} is not one)`;
}

/**
 * An element covering more than this share of the map's width or height from its cheapest side
 * is not avoided: keeping clear of it would leave too little map to show anything on.
 */
const MOST_AVOIDED_SHARE = 0.5;

export interface PaddingRequest {
  /** The caller's padding; `undefined` with no `bySide` takes `fallback`, shrunk to fit a small map. */
  padding: number | undefined;
  /** The caller's sides that differ from `padding` (or from `fallback` when `padding` is not given). */
  bySide: ViewPadding | undefined;
  fallback: number;
  avoid: readonly Element[] | undefined;
  container: HTMLElement;
  width: number;
  height: number;
  owner: string;
}

/**
 * The padding of a fit or flight: the caller's (or the default), plus, on the side each `avoid`
 * element covers, that element's reach into the map (measured now, against the container). A
 * padding the caller gave that leaves no map between its sides throws INVALID_OPTION.
 */
export function resolvePadding(request: PaddingRequest): PaddingSides {
  const {width, height} = request;
  const base =
    request.padding === undefined && request.bySide === undefined
      ? shrunkDefault(request.fallback, width, height)
      : withSides(request.padding ?? request.fallback, request.bySide ?? {});
  if (width > 0 && height > 0 && (base.left + base.right >= width || base.top + base.bottom >= height)) {
    throw invalidOption(
      `padding of ${request.owner} (top ${base.top}, right ${base.right}, bottom ${base.bottom}, left ${base.left}) ` +
        `leaves no room on the ${width} × ${height} px map: left + right must be less than its width, top + bottom less than its height`,
    );
  }
  const covered = coveredSides(request.avoid ?? [], request.container, width, height);
  const padded = {...base};
  for (const side of SIDES) if (covered[side] > 0) padded[side] = base[side] + covered[side];
  // Overlays on opposite sides together with the padding may still close the map: then they yield.
  if (padded.left + padded.right >= width) [padded.left, padded.right] = [base.left, base.right];
  if (padded.top + padded.bottom >= height) [padded.top, padded.bottom] = [base.top, base.bottom];
  return padded;
}

/** The view that shows `target`'s centre in the middle of the padded box rather than of the map. */
export function centreInPadding(target: ViewState, padding: PaddingSides, width: number, height: number): ViewState {
  const shiftX = (padding.left - padding.right) / 2;
  const shiftY = (padding.top - padding.bottom) / 2;
  if ((shiftX === 0 && shiftY === 0) || width <= 0 || height <= 0) return target;
  const viewport = new WebMercatorViewport({...target, width, height});
  const [longitude, latitude] = viewport.unproject([width / 2 - shiftX, height / 2 - shiftY]);
  return {
    ...target,
    longitude: wrapLongitude(longitude!),
    latitude: Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude!)),
  };
}

const SIDES: readonly Side[] = ['top', 'right', 'bottom', 'left'];

function withSides(padding: number, bySide: ViewPadding): PaddingSides {
  return {
    top: bySide.top ?? padding,
    right: bySide.right ?? padding,
    bottom: bySide.bottom ?? padding,
    left: bySide.left ?? padding,
  };
}

/** The default padding, at most what leaves 2 px of a small map. */
function shrunkDefault(padding: number, width: number, height: number): PaddingSides {
  return withSides(Math.max(0, Math.min(padding, Math.floor((Math.min(width, height) - 2) / 2))), {});
}

/**
 * For each side, how far the elements that cover it reach into the map. An element is taken to
 * cover the side that costs the map least to keep clear of (a legend in the bottom-right corner
 * of a wide map: the right; of a tall one: the bottom).
 */
function coveredSides(avoid: readonly Element[], container: HTMLElement, width: number, height: number): PaddingSides {
  const covered: PaddingSides = {top: 0, right: 0, bottom: 0, left: 0};
  if (avoid.length === 0 || width <= 0 || height <= 0) return covered;
  const box = container.getBoundingClientRect();
  for (const element of avoid) {
    const rect = element.getBoundingClientRect();
    const x0 = Math.max(0, rect.left - box.left);
    const x1 = Math.min(width, rect.right - box.left);
    const y0 = Math.max(0, rect.top - box.top);
    const y1 = Math.min(height, rect.bottom - box.top);
    if (x1 <= x0 || y1 <= y0) continue;
    const reach: PaddingSides = {left: x1, right: width - x0, top: y1, bottom: height - y0};
    const share = (side: Side) => reach[side] / (side === 'left' || side === 'right' ? width : height);
    const cheapest = SIDES.reduce((best, side) => (share(side) < share(best) ? side : best));
    if (share(cheapest) > MOST_AVOIDED_SHARE) continue;
    covered[cheapest] = Math.max(covered[cheapest], Math.ceil(reach[cheapest]));
  }
  return covered;
}
