import { MapWeaveError, quoteId, type ValidationIssue } from './errors.js';
import type { Id, NetworkColumns, NetworkLink, NetworkNode, NumberColumn } from './types.js';
import { checkCoordinates, checkId, isRecord, MAX_LATITUDE, MAX_LONGITUDE } from './validate.js';

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

function isNumberColumn(value: unknown): value is NumberColumn {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

/** INVALID_TYPE unless `part` holds an ids array and number columns of the same length. */
function checkShape(part: unknown, name: string, columns: readonly string[]): void {
  if (!isRecord(part) || !Array.isArray(part.ids)) {
    throw new MapWeaveError('INVALID_TYPE', `Network columns need ${name}.ids, an array of ids`);
  }
  for (const column of columns) {
    const values = part[column];
    if (!isNumberColumn(values)) {
      throw new MapWeaveError('INVALID_TYPE', `Network columns need ${name}.${column}, a typed array or an array of numbers`);
    }
    if (values.length !== part.ids.length) {
      throw new MapWeaveError('INVALID_TYPE', `Network columns: ${name}.${column} has ${values.length} values for ${part.ids.length} ids`);
    }
  }
}

/**
 * Checks every row (pushing INVALID_ID, DUPLICATE_ID, INVALID_TYPE, COORDINATE_OUT_OF_RANGE and
 * UNKNOWN_LINK_END issues) and returns copies as items; `nodeIndex` and `linkIndex` receive id -> row.
 */
export function readColumns(
  columns: NetworkColumns,
  nodeIndex: Map<Id, number>,
  linkIndex: Map<Id, number>,
  issues: ValidationIssue[],
): ColumnItems {
  checkShape(columns.nodes, 'nodes', ['latitudes', 'longitudes']);
  if (columns.links !== undefined) checkShape(columns.links, 'links', ['from', 'to']);
  const { ids: givenNodeIds, latitudes, longitudes } = columns.nodes;
  const nodeCount = givenNodeIds.length;
  const nodeIds = givenNodeIds.slice();
  const nodes = new Array<NetworkNode>(nodeCount);
  for (let row = 0; row < nodeCount; row++) {
    const id = nodeIds[row]!;
    addId(id, row, nodeIndex, issues);
    const latitude = latitudes[row]!;
    const longitude = longitudes[row]!;
    // The common case without a call; checkCoordinates explains the others.
    const valid = latitude >= -MAX_LATITUDE && latitude <= MAX_LATITUDE && longitude >= -MAX_LONGITUDE && longitude <= MAX_LONGITUDE;
    if (!valid) checkCoordinates(latitude, longitude, String(id), 'Node', issues);
    nodes[row] = { type: 'node', latitude, longitude };
  }
  const linkIds = columns.links ? columns.links.ids.slice() : [];
  const linkCount = linkIds.length;
  const links = new Array<NetworkLink>(linkCount);
  const endRows = new Int32Array(linkCount * 2);
  if (columns.links) {
    const { from, to } = columns.links;
    for (let row = 0; row < linkCount; row++) {
      const id = linkIds[row]!;
      addId(id, row, linkIndex, issues);
      const row1 = from[row]!;
      const row2 = to[row]!;
      const known1 = Number.isInteger(row1) && row1 >= 0 && row1 < nodeCount;
      const known2 = Number.isInteger(row2) && row2 >= 0 && row2 < nodeCount;
      if (!known1 || !known2) {
        issues.push({
          code: 'UNKNOWN_LINK_END',
          id: String(id),
          message: `Link ${quoteId(String(id))} joins node rows ${row1} and ${row2}: each must be an integer row of nodes.ids (0 to ${nodeCount - 1})`,
        });
        continue;
      }
      endRows[row * 2] = row1;
      endRows[row * 2 + 1] = row2;
      links[row] = { type: 'link', id1: nodeIds[row1]!, id2: nodeIds[row2]! };
    }
  }
  // Nodes are usually the fewer: each is looked up among the links, rather than the reverse.
  if (linkIndex.size > 0) for (const id of nodeIndex.keys()) if (linkIndex.has(id)) duplicateId(id, issues);
  return { nodeIds, nodes, linkIds, links, endRows };
}

/** Records id -> row; INVALID_ID for a non-string or reserved id, DUPLICATE_ID for a second use. */
function addId(id: unknown, row: number, index: Map<Id, number>, issues: ValidationIssue[]): void {
  if (typeof id !== 'string') {
    issues.push({ code: 'INVALID_ID', id: String(id), message: `Row ${row} has the id ${String(id)}, which is not a string` });
    return;
  }
  checkId(id, issues);
  const size = index.size;
  index.set(id, row);
  if (index.size === size) duplicateId(id, issues);
}

function duplicateId(id: Id, issues: ValidationIssue[]): void {
  issues.push({ code: 'DUPLICATE_ID', id, message: `The id ${quoteId(id)} is used more than once` });
}
