import type {Layer as DeckLayer} from '@deck.gl/core';
import {
  DataFilterExtension,
  PathStyleExtension,
  type DataFilterExtensionProps,
  type PathStyleExtensionProps,
} from '@deck.gl/extensions';
import {LineLayer, PathLayer} from '@deck.gl/layers';
import type {ColorCache} from '../../../core/colorCache.js';
import {DEFAULT_DASH_ARRAY} from '../options.js';
import type {Id, LinkStyle, NetworkLink} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {Position} from './linkGeometry.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import {rowDataDiff, type RowData} from './rowData.js';
import type {FilterRange, FilterValue} from '../view/timeFilter.js';

/** A link drawn as a path (curved, geodesic or dashed) or outside the row data (combo links, highlights). */
export interface PathLink {
  id: Id;
  path: Position[];
  style: LinkStyle;
  filter: FilterValue;
}

export interface LinkRenderInput {
  subLayerId(part: string): string;
  model: NetworkModel;
  options: NetworkLayerOptions;
  colors: ColorCache;
  data: RowData;
  /** `[longitude, latitude]` per node row. */
  positions: Float64Array;
  /** `[start, end, visible]` per link row; visible is 0 for links drawn as paths. */
  filterValues: Float32Array;
  filterRange: FilterRange;
  filterVersion: number;
  /** Whether some link has its own colour or width (`SpecialItems.linkStylesVary`). */
  stylesVary: boolean;
  paths: PathLink[];
  comboLinks: PathLink[];
  highlights: {link: PathLink; kind: 'selected' | 'hovered'}[];
}

const filter3 = new DataFilterExtension({filterSize: 3});
const dashes = new PathStyleExtension({dash: true});
const ALWAYS_VISIBLE: FilterValue = [0, 0, 1];

/** The deck.gl layers of a network's links: highlights, straight links by row, paths, combo links. */
export function createLinkLayers(input: LinkRenderInput): DeckLayer[] {
  const {model, options, colors, positions} = input;
  const defaults = options.linkDefaults;
  const links = model.getLinks();
  const linkAt = (index: number): NetworkLink => links[index]!;
  // A full refresh reads both ends of every link: the model's end rows (computed once per version,
  // and by the load itself) beat a lookup by id per end. A few changed rows look their ends up.
  const endRows = input.data.changedRows === null ? model.linkEndRows() : null;
  const endPosition = (index: number, end: 0 | 1): [number, number] => {
    const row = endRows ? endRows[index * 2 + end]! : model.nodeRow(end === 0 ? linkAt(index).id1 : linkAt(index).id2);
    return [positions[row * 2]!, positions[row * 2 + 1]!];
  };
  const widthOf = (style: LinkStyle) => style.width ?? defaults.width;
  return [
    linkHighlightLayer(input),
    new LineLayer<unknown, DataFilterExtensionProps<unknown>>({
      id: input.subLayerId('links'),
      data: input.data,
      _dataDiff: rowDataDiff as never,
      pickable: true,
      widthUnits: 'pixels',
      // The shorter way round, also across the antimeridian (drawn on both sides of it).
      wrapLongitude: true,
      getSourcePosition: (_: unknown, {index}: {index: number}) => endPosition(index, 0),
      getTargetPosition: (_: unknown, {index}: {index: number}) => endPosition(index, 1),
      ...(input.stylesVary
        ? {
            getColor: (_: unknown, {index}: {index: number}) => colors.get(linkAt(index).color ?? defaults.color),
            getWidth: (_: unknown, {index}: {index: number}) => widthOf(linkAt(index)),
          }
        : {getColor: colors.get(defaults.color), getWidth: defaults.width}),
      getFilterValue: (_: unknown, {index}: {index: number}) => [
        input.filterValues[index * 3]!,
        input.filterValues[index * 3 + 1]!,
        input.filterValues[index * 3 + 2]!,
      ],
      filterRange: input.filterRange,
      extensions: [filter3],
      updateTriggers: {getFilterValue: input.filterVersion},
    }),
    new PathLayer<PathLink, DataFilterExtensionProps<PathLink> & PathStyleExtensionProps<PathLink>>({
      id: input.subLayerId('path-links'),
      data: input.paths,
      pickable: true,
      widthUnits: 'pixels',
      capRounded: true,
      wrapLongitude: true,
      getPath: (link) => link.path,
      getColor: (link) => colors.get(link.style.color ?? defaults.color),
      getWidth: (link) => widthOf(link.style),
      getDashArray: (link) => dashArray(link.style, widthOf(link.style), true),
      dashJustified: true,
      getFilterValue: (link) => link.filter,
      filterRange: input.filterRange,
      extensions: [filter3, dashes],
    }),
    new PathLayer<PathLink, DataFilterExtensionProps<PathLink> & PathStyleExtensionProps<PathLink>>({
      id: input.subLayerId('combo-links'),
      data: input.comboLinks,
      pickable: true,
      widthUnits: 'pixels',
      wrapLongitude: true,
      getPath: (link) => link.path,
      getColor: (link) => colors.get(link.style.color ?? defaults.color),
      getWidth: (link) => widthOf(link.style),
      getDashArray: (link) => dashArray(link.style, widthOf(link.style), false),
      getFilterValue: () => ALWAYS_VISIBLE,
      filterRange: input.filterRange,
      extensions: [filter3, dashes],
    }),
  ];
}

/**
 * `dashed` (pixels) as deck.gl's dash array, which counts in half line widths. With round caps
 * every dash grows by half a width at both ends, so the solid part is shortened and the gap
 * lengthened by one width to keep the pattern as asked.
 */
export function dashArray(style: LinkStyle, width: number, roundCaps: boolean): [number, number] {
  if (!style.dashed) return [0, 0];
  const [dash, gap] = style.dashed === true ? DEFAULT_DASH_ARRAY : style.dashed;
  const unit = Math.max(0.5, width / 2);
  const caps = roundCaps ? width : 0;
  return [Math.max(0, dash - caps) / unit, (gap + caps) / unit];
}

/** The selected links again in their own colour and width, above the faded rest (`dimUnselected`). */
export function selectedLinkLayer(input: LinkRenderInput): DeckLayer {
  const defaults = input.options.linkDefaults;
  return new PathLayer<PathLink>({
    id: input.subLayerId('selected-links'),
    data: input.highlights.filter((highlight) => highlight.kind === 'selected').map(({link}) => link),
    widthUnits: 'pixels',
    capRounded: true,
    wrapLongitude: true,
    getPath: (link) => link.path,
    getColor: (link) => input.colors.get(link.style.color ?? defaults.color),
    getWidth: (link) => link.style.width ?? defaults.width,
  });
}

function linkHighlightLayer(input: LinkRenderInput): DeckLayer {
  const {options, colors} = input;
  const styleOf = (kind: 'selected' | 'hovered') => (kind === 'selected' ? options.selectedStyle : options.hoverStyle);
  return new PathLayer<LinkRenderInput['highlights'][number]>({
    id: input.subLayerId('link-highlights'),
    data: input.highlights,
    widthUnits: 'pixels',
    capRounded: true,
    wrapLongitude: true,
    getPath: (highlight) => highlight.link.path,
    getColor: (highlight) =>
      colors.get(styleOf(highlight.kind).haloColor ?? styleOf(highlight.kind).borderColor ?? 'transparent'),
    getWidth: (highlight) => (highlight.link.style.width ?? options.linkDefaults.width) + 8,
  });
}
