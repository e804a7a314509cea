import {throwIfIssues, type ValidationIssue} from '../core/errors.js';
import {positionsOfIds} from '../core/idIndex.js';
import type {Id, NetworkColumns, NetworkData, NetworkLink, NetworkNode, TimeRange} from '../core/types.js';
import {recordKeys} from '../core/validate.js';
import {isNetworkColumns, readColumns} from './columns.js';
import {checkEachItem, unknownEnd} from './itemChecks.js';
import {Rows} from './rows.js';

/** Validated rows for `NetworkModel.install()`, built aside: they take over only once every check passed. */
export interface PreparedData {
  rows: Rows;
  endRows: Int32Array<ArrayBuffer>;
  times: Map<Id, TimeRange>;
}

/**
 * A whole record checked and split into rows per kind in one pass (no list of every item in
 * between: at 3M items the garbage of such lists cost more collection time than their work).
 */
function rowsOfRecord(data: NetworkData): PreparedData {
  const keys = recordKeys(data, 'Network data');
  const issues: ValidationIssue[] = [];
  const times = new Map<Id, TimeRange>();
  const nodeIds: Id[] = [];
  const nodes: NetworkNode[] = [];
  const linkIds: Id[] = [];
  const links: NetworkLink[] = [];
  /** Link rows whose own fields passed, and their ends' ids, two per link. */
  const checkedRows: number[] = [];
  const checkedEnds: Id[] = [];
  checkEachItem(data, keys, times, issues, (id, item, passed) => {
    if (item.type === 'node') {
      nodeIds.push(id);
      nodes.push(item);
      return;
    }
    if (passed) {
      checkedRows.push(linkIds.length);
      checkedEnds.push(item.id1, item.id2);
    }
    linkIds.push(id);
    links.push(item);
  });
  // The keys of a record are unique, so the nodes' ids need no check of their own, and the id ->
  // row indexes are left to their first use, as for columns.
  const endPositions = positionsOfIds(nodeIds, checkedEnds);
  const endRows = new Int32Array(linkIds.length * 2);
  for (let k = 0; k < checkedRows.length; k++) {
    const row = checkedRows[k]!;
    const link = links[row]!;
    const row1 = endPositions[k * 2]!;
    const row2 = endPositions[k * 2 + 1]!;
    if (row1 === -1) issues.push(unknownEnd(linkIds[row]!, link.id1));
    if (link.id2 !== link.id1 && row2 === -1) issues.push(unknownEnd(linkIds[row]!, link.id2));
    endRows[row * 2] = row1;
    endRows[row * 2 + 1] = row2;
  }
  throwIfIssues(issues);
  return {rows: new Rows(null, null, nodeIds, nodes, linkIds, links), endRows, times};
}

function rowsOfColumns(columns: NetworkColumns): PreparedData {
  const issues: ValidationIssue[] = [];
  const {nodeIds, nodes, linkIds, links, endRows} = readColumns(columns, issues);
  throwIfIssues(issues);
  return {rows: new Rows(null, null, nodeIds, nodes, linkIds, links), endRows, times: new Map()};
}

/** `data` validated and split into rows, for `NetworkModel.install()`: nothing changes until then. */
export function prepareData(data: NetworkData | NetworkColumns): PreparedData {
  return isNetworkColumns(data) ? rowsOfColumns(data) : rowsOfRecord(data);
}
