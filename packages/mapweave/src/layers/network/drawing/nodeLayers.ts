import type {Layer as DeckLayer} from '@deck.gl/core';
import {DataFilterExtension, type DataFilterExtensionProps} from '@deck.gl/extensions';
import {IconLayer, ScatterplotLayer, TextLayer} from '@deck.gl/layers';
import type {ColorCache} from '../../../core/colorCache.js';
import {labelTextProps, sideTextProps} from '../../../core/labelStyle.js';
import type {DrawnLabel, LabelItem} from '../../../core/mapLabels.js';
import type {Id, NetworkNode, NodeStyle, RGBA} from '../../../core/types.js';
import type {NetworkLayerOptions} from '../options.js';
import type {NetworkModel} from '../../../network/NetworkModel.js';
import {rowDataDiff, type RowData} from './rowData.js';
import type {FilterRange} from '../view/timeFilter.js';

/** A combo node or a single node drawn outside the row data (combos, highlights, labels). */
export interface PlacedNode {
  id: Id;
  position: [number, number];
  style: NodeStyle;
}

/** A node's, combo's or link's label as the map's placement sees it. */
export interface NetworkLabel extends LabelItem {
  /** The labelled node or combo; absent for a link's label. */
  node?: PlacedNode;
}

export interface NodeRenderInput {
  subLayerId(part: string): string;
  model: NetworkModel;
  options: NetworkLayerOptions;
  colors: ColorCache;
  data: RowData;
  positions: Float64Array;
  /** `[start, end, visible]` per node row (see timeFilter.ts). */
  filterValues: Float32Array;
  filterRange: FilterRange;
  /** Bumped when every row's filter value changed (predicate, combining, data). */
  filterVersion: number;
  /** Whether some node has its own size, colour or border (`SpecialItems.nodeStylesVary`). */
  stylesVary: boolean;
  /** Labelled, glyphed and icon nodes that are visible: a small subset of the rows. */
  decorated: PlacedNode[];
  /** The node and combo labels drawn, where the map's placement put them (see networkLabels.ts). */
  labels: DrawnLabel<NetworkLabel>[];
  /** The default label colour in the map's theme, and its halo. */
  labelColor: RGBA;
  labelHalo: RGBA;
  comboNodes: PlacedNode[];
  highlights: {node: PlacedNode; kind: 'selected' | 'hovered'}[];
}

const GLYPH_FONT = 'sans-serif';
const ICON_SIZE = 64;
const filter3 = new DataFilterExtension({filterSize: 3});

/** The deck.gl layers of a network's nodes: halos, dots with borders, combos, icons, glyphs, labels. */
export function createNodeLayers(input: NodeRenderInput): DeckLayer[] {
  const {model, options, colors} = input;
  const defaults = options.nodeDefaults;
  const nodes = model.getNodes();
  const nodeAt = (index: number): NetworkNode => nodes[index]!;
  return [
    highlightLayer(input),
    new ScatterplotLayer<unknown, DataFilterExtensionProps<unknown>>({
      id: input.subLayerId('nodes'),
      data: input.data,
      _dataDiff: rowDataDiff as never,
      pickable: true,
      stroked: true,
      radiusUnits: 'pixels',
      lineWidthUnits: 'pixels',
      getPosition: (_: unknown, {index}: {index: number}) => [
        input.positions[index * 2]!,
        input.positions[index * 2 + 1]!,
      ],
      ...(input.stylesVary
        ? {
            getRadius: (_: unknown, {index}: {index: number}) => nodeAt(index).size ?? defaults.size,
            getFillColor: (_: unknown, {index}: {index: number}) => colors.get(nodeAt(index).color ?? defaults.color),
            getLineColor: (_: unknown, {index}: {index: number}) =>
              colors.get(nodeAt(index).border?.color ?? defaults.border.color),
            getLineWidth: (_: unknown, {index}: {index: number}) =>
              nodeAt(index).border?.width ?? defaults.border.width,
          }
        : {
            getRadius: defaults.size,
            getFillColor: colors.get(defaults.color),
            getLineColor: colors.get(defaults.border.color),
            getLineWidth: defaults.border.width,
          }),
      getFilterValue: (_: unknown, {index}: {index: number}) => filterValueAt(input.filterValues, index),
      filterRange: input.filterRange,
      extensions: [filter3],
      updateTriggers: {getFilterValue: input.filterVersion},
    }),
    comboLayer(input),
    ...decorationLayers(input),
  ];
}

function filterValueAt(values: Float32Array, index: number): [number, number, number] {
  return [values[index * 3]!, values[index * 3 + 1]!, values[index * 3 + 2]!];
}

/** Combo nodes: dots sized by their style, with the member count as a glyph unless styled otherwise. */
function comboLayer(input: NodeRenderInput): DeckLayer {
  const defaults = input.options.nodeDefaults;
  return new ScatterplotLayer<PlacedNode>({
    id: input.subLayerId('combo-nodes'),
    data: input.comboNodes,
    pickable: true,
    stroked: true,
    radiusUnits: 'pixels',
    lineWidthUnits: 'pixels',
    getPosition: (combo) => combo.position,
    getRadius: (combo) => combo.style.size ?? defaults.size * 1.5,
    getFillColor: (combo) => input.colors.get(combo.style.color ?? defaults.color),
    getLineColor: (combo) => input.colors.get(combo.style.border?.color ?? defaults.border.color),
    getLineWidth: (combo) => combo.style.border?.width ?? defaults.border.width,
  });
}

/** The selected nodes again in their own colours, above the faded rest (`dimUnselected`). */
export function selectedNodeLayer(input: NodeRenderInput): DeckLayer {
  const defaults = input.options.nodeDefaults;
  const selected = input.highlights.filter((highlight) => highlight.kind === 'selected').map(({node}) => node);
  return new ScatterplotLayer<PlacedNode>({
    id: input.subLayerId('selected-nodes'),
    data: selected,
    stroked: true,
    radiusUnits: 'pixels',
    lineWidthUnits: 'pixels',
    getPosition: (node) => node.position,
    getRadius: (node) => node.style.size ?? defaults.size,
    getFillColor: (node) => input.colors.get(node.style.color ?? defaults.color),
    getLineColor: (node) => input.colors.get(node.style.border?.color ?? defaults.border.color),
    getLineWidth: (node) => node.style.border?.width ?? defaults.border.width,
  });
}

/** A halo and a ring around selected and hovered nodes, under the nodes. */
function highlightLayer(input: NodeRenderInput): DeckLayer {
  const {options, colors} = input;
  const styleOf = (kind: 'selected' | 'hovered') => (kind === 'selected' ? options.selectedStyle : options.hoverStyle);
  const transparent: RGBA = [0, 0, 0, 0];
  return new ScatterplotLayer<NodeRenderInput['highlights'][number]>({
    id: input.subLayerId('node-highlights'),
    data: input.highlights,
    stroked: true,
    radiusUnits: 'pixels',
    lineWidthUnits: 'pixels',
    getPosition: (highlight) => highlight.node.position,
    getRadius: (highlight) =>
      (highlight.node.style.size ?? options.nodeDefaults.size) + (styleOf(highlight.kind).borderWidth ?? 2) + 4,
    getFillColor: (highlight) => {
      const halo = styleOf(highlight.kind).haloColor;
      return halo ? colors.get(halo) : transparent;
    },
    getLineColor: (highlight) => {
      const border = styleOf(highlight.kind).borderColor;
      return border ? colors.get(border) : transparent;
    },
    getLineWidth: (highlight) => styleOf(highlight.kind).borderWidth ?? 2,
  });
}

/** Icons, glyphs and labels of the few nodes that have them, combo nodes included (their glyph is the member count by default). */
function decorationLayers(input: NodeRenderInput): DeckLayer[] {
  const {options, colors} = input;
  const defaults = options.nodeDefaults;
  const decorated = input.comboNodes.length > 0 ? [...input.decorated, ...input.comboNodes] : input.decorated;
  const withIcon = decorated.filter((node) => node.style.icon);
  const withGlyph = decorated.filter((node) => node.style.glyph && !node.style.icon);
  const layers: DeckLayer[] = [];
  if (withIcon.length > 0) {
    layers.push(
      new IconLayer<PlacedNode>({
        id: input.subLayerId('icons'),
        data: withIcon,
        getPosition: (node) => node.position,
        getIcon: (node) => ({url: node.style.icon!, width: ICON_SIZE, height: ICON_SIZE, id: node.style.icon!}),
        getSize: (node) => (node.style.size ?? defaults.size) * 1.6,
        sizeUnits: 'pixels',
      }),
    );
  }
  if (withGlyph.length > 0) {
    layers.push(
      new TextLayer<PlacedNode>({
        id: input.subLayerId('glyphs'),
        data: withGlyph,
        characterSet: 'auto',
        fontFamily: GLYPH_FONT,
        fontWeight: 'bold',
        getPosition: (node) => node.position,
        getText: (node) => node.style.glyph!,
        getSize: (node) => (node.style.size ?? defaults.size) * 1.2,
        getColor: (node) => colors.get(node.style.glyphColor ?? defaults.glyphColor),
        getTextAnchor: 'middle',
        getAlignmentBaseline: 'center',
        sizeUnits: 'pixels',
      }),
    );
  }
  if (input.labels.length > 0) {
    const {labelColor} = input;
    layers.push(
      new TextLayer<DrawnLabel<NetworkLabel>>({
        id: input.subLayerId('labels'),
        data: input.labels,
        getPosition: ({label}) => label.position,
        getText: ({label}) => label.text,
        getSize: options.labels.fontSize,
        getColor: ({label}) => (label.node?.style.labelColor ? colors.get(label.node.style.labelColor) : labelColor),
        ...sideTextProps<DrawnLabel<NetworkLabel>>(
          (drawn) => drawn.side,
          (drawn) => drawn.label.clearance ?? 0,
        ),
        ...labelTextProps(options.labels, input.labelHalo),
        updateTriggers: {getColor: labelColor},
      }),
    );
  }
  return layers;
}
