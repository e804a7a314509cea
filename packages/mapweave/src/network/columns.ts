import {checkColumnId, checkColumnShape, checkUniqueIds, columnIdLabel} from '../core/columnInput.js';
import {describeValue, quoteId, type ValidationIssue} from '../core/errors.js';
import type {Id, NetworkColumns, NetworkLink, NetworkNode} from '../core/types.js';
import {checkCoordinates, isRecord, MAX_LATITUDE, MAX_LONGITUDE} from '../core/validate.js';

/**
 * Whether `data` is the column form: its `nodes` holds an `ids` array and is no item (an item of
 * the record form keyed `nodes` has a `type`).
 */
export function isNetworkColumns(data: unknown): data is NetworkColumns {
  return isRecord(data) && isRecord(data.nodes) && data.nodes.type === undefined && Array.isArray(data.nodes.ids);
}

/** The validated columns as items, by row, with the node rows of each link's ends. */
export interface ColumnItems {
  nodeIds: Id[];
  nodes: NetworkNode[];
  linkIds: Id[];
  links: NetworkLink[];
  /** `[from row, to row]` per link row. */
  endRows: Int32Array<ArrayBuffer>;
}

/**
 * Checks every row (pushing INVALID_ID, DUPLICATE_ID, INVALID_TYPE, COORDINATE_OUT_OF_RANGE and
 * UNKNOWN_LINK_END issues) and returns copies as items.
 */
export function readColumns(columns: NetworkColumns, issues: ValidationIssue[]): ColumnItems {
  checkColumnShape(columns.nodes, 'Network columns', 'nodes', ['latitudes', 'longitudes']);
  if (columns.links !== undefined) checkColumnShape(columns.links, 'Network columns', 'links', ['from', 'to']);
  const {ids: givenNodeIds, latitudes, longitudes} = columns.nodes;
  const nodeCount = givenNodeIds.length;
  const nodeIds = givenNodeIds.slice();
  const nodes = new Array<NetworkNode>(nodeCount);
  for (let row = 0; row < nodeCount; row++) {
    const id = nodeIds[row]!;
    checkColumnId(id, row, issues);
    const latitude = latitudes[row]!;
    const longitude = longitudes[row]!;
    // The common case without a call; checkCoordinates explains the others (strings, null,
    // booleans, Dates and BigInts compare with numbers, so the type is checked first).
    const valid =
      typeof latitude === 'number' &&
      typeof longitude === 'number' &&
      latitude >= -MAX_LATITUDE &&
      latitude <= MAX_LATITUDE &&
      longitude >= -MAX_LONGITUDE &&
      longitude <= MAX_LONGITUDE;
    if (!valid) checkCoordinates(latitude, longitude, columnIdLabel(id), 'Node', issues);
    nodes[row] = {type: 'node', latitude, longitude};
  }
  const linkIds = columns.links ? columns.links.ids.slice() : [];
  const linkCount = linkIds.length;
  const links = new Array<NetworkLink>(linkCount);
  const endRows = new Int32Array(linkCount * 2);
  if (columns.links) {
    const {from, to} = columns.links;
    for (let row = 0; row < linkCount; row++) {
      const id = linkIds[row]!;
      checkColumnId(id, row, issues);
      const row1 = from[row]!;
      const row2 = to[row]!;
      const known1 = Number.isInteger(row1) && row1 >= 0 && row1 < nodeCount;
      const known2 = Number.isInteger(row2) && row2 >= 0 && row2 < nodeCount;
      if (!known1 || !known2) {
        issues.push({
          code: 'UNKNOWN_LINK_END',
          id: columnIdLabel(id),
          message: `Link ${quoteId(columnIdLabel(id))} joins node rows ${describeValue(row1)} and ${describeValue(row2)}: each must be an integer row of nodes.ids (0 to ${nodeCount - 1})`,
        });
        continue;
      }
      endRows[row * 2] = row1;
      endRows[row * 2 + 1] = row2;
      links[row] = {type: 'link', id1: nodeIds[row1]!, id2: nodeIds[row2]!};
    }
  }
  // Nodes and links share one space of ids (no Map of the links is built to find repeats).
  checkUniqueIds([nodeIds, linkIds], issues);
  return {nodeIds, nodes, linkIds, links, endRows};
}
