import {describeValue, quoteId, type ValidationIssue} from '../core/errors.js';
import type {Id, NetworkItem, NetworkLink, NetworkNode, TimeRange} from '../core/types.js';
import {
  checkColor,
  checkCoordinates,
  checkFinite,
  checkNonNegative,
  checkOneOf,
  checkString,
  checkTime,
  checkId,
  isFiniteNumber,
  isRecord,
} from '../core/validate.js';

const SHAPES = ['straight', 'arc', 'geodesic'] as const;
const DIRECTIONS = ['none', 'forward', 'backward', 'both'] as const;

function checkNode(id: Id, node: Record<string, unknown>, issues: ValidationIssue[]): void {
  const hasLatitude = node.latitude !== undefined;
  const hasLongitude = node.longitude !== undefined;
  if (hasLatitude !== hasLongitude) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Node ${quoteId(id)} has only ${hasLatitude ? 'latitude' : 'longitude'}: give both for a fixed node or neither for a free node`,
    });
  } else if (hasLatitude) {
    checkCoordinates(node.latitude, node.longitude, id, 'Node', issues);
  }
  checkColor(node.color, 'color', id, 'Node', issues);
  checkColor(node.labelColor, 'labelColor', id, 'Node', issues);
  checkColor(node.glyphColor, 'glyphColor', id, 'Node', issues);
  checkNonNegative(node.size, 'size', id, 'Node', issues);
  checkString(node.label, 'label', id, 'Node', issues);
  checkFinite(node.labelPriority, 'labelPriority', id, 'Node', issues);
  checkString(node.glyph, 'glyph', id, 'Node', issues);
  checkString(node.icon, 'icon', id, 'Node', issues);
  if (node.border !== undefined) {
    if (!isRecord(node.border)) {
      issues.push({code: 'INVALID_TYPE', id, message: `Node ${quoteId(id)} has a border that is not an object`});
    } else {
      checkColor(node.border.color, 'border color', id, 'Node', issues);
      checkNonNegative(node.border.width, 'border width', id, 'Node', issues);
    }
  }
}

function checkLink(id: Id, link: Record<string, unknown>, issues: ValidationIssue[]): boolean {
  let endsValid = true;
  for (const end of ['id1', 'id2'] as const) {
    if (typeof link[end] !== 'string') {
      issues.push({code: 'INVALID_TYPE', id, message: `Link ${quoteId(id)} needs a string ${end} (the id of a node)`});
      endsValid = false;
    }
  }
  checkColor(link.color, 'color', id, 'Link', issues);
  checkNonNegative(link.width, 'width', id, 'Link', issues);
  checkOneOf(link.shape, SHAPES, 'shape', id, 'Link', issues);
  checkOneOf(link.direction, DIRECTIONS, 'direction', id, 'Link', issues);
  checkString(link.label, 'label', id, 'Link', issues);
  checkFinite(link.labelPriority, 'labelPriority', id, 'Link', issues);
  if (link.weight !== undefined && (!isFiniteNumber(link.weight) || link.weight <= 0)) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Link ${quoteId(id)} has an invalid weight: ${describeValue(link.weight)} is not a finite number > 0`,
    });
  }
  if (link.arcHeight !== undefined && !isFiniteNumber(link.arcHeight)) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Link ${quoteId(id)} has an arcHeight that is not a finite number`,
    });
  }
  const dashed = link.dashed;
  const validDash =
    dashed === undefined ||
    typeof dashed === 'boolean' ||
    (Array.isArray(dashed) && dashed.length === 2 && dashed.every((v) => isFiniteNumber(v) && v >= 0));
  if (!validDash) {
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Link ${quoteId(id)} has an invalid dashed value (use true, false or [dash, gap])`,
    });
  }
  return endsValid;
}

/** The items of one change after their own checks, in the record's order. */
export interface CheckedItems {
  ids: Id[];
  /** Copies of the items, aligned with `ids`. */
  items: NetworkItem[];
  times: Map<Id, TimeRange>;
  /** Indices (into `ids`) of the links whose own fields passed, so their ends can be checked. */
  validLinks: number[];
}

/**
 * Checks one item on its own (not its link ends) and returns the copy to apply, so a getter or a
 * later change of the caller's object cannot alter what was checked; null when it is not a node
 * or a link at all. Its time range, when valid, goes into `times`.
 */
function checkItem(id: Id, raw: unknown, times: Map<Id, TimeRange>, issues: ValidationIssue[]): NetworkItem | null {
  checkId(id, issues);
  if (!isRecord(raw) || (raw.type !== 'node' && raw.type !== 'link')) {
    const got = isRecord(raw) ? `type ${describeValue(raw.type)}` : describeValue(raw);
    issues.push({
      code: 'INVALID_TYPE',
      id,
      message: `Item ${quoteId(id)} must be an object with type 'node' or 'link' (got ${got})`,
    });
    return null;
  }
  const item = copyItem(raw as unknown as NetworkItem);
  const isNode = item.type === 'node';
  if (isNode) checkNode(id, item as unknown as Record<string, unknown>, issues);
  else checkLink(id, item as unknown as Record<string, unknown>, issues);
  if (item.time !== undefined) {
    const time = checkTime(item.time, id, isNode ? 'Node' : 'Link', issues);
    if (time) times.set(id, time);
  }
  return item;
}

/**
 * Checks each item of `data` (keyed by `keys`) on its own, in the record's order, and hands the
 * copy of each node or link to `take`, with whether its own fields passed.
 */
export function checkEachItem(
  data: Record<string, unknown>,
  keys: readonly string[],
  times: Map<Id, TimeRange>,
  issues: ValidationIssue[],
  take: (id: Id, item: NetworkItem, passed: boolean) => void,
): void {
  for (let index = 0; index < keys.length; index++) {
    const id = keys[index]!;
    const before = issues.length;
    const item = checkItem(id, data[id], times, issues);
    if (item !== null) take(id, item, issues.length === before);
  }
}

/** Every item of a change checked on its own, in the record's order. */
export function checkItems(
  data: Record<string, unknown>,
  keys: readonly string[],
  issues: ValidationIssue[],
): CheckedItems {
  const times = new Map<Id, TimeRange>();
  const validLinks: number[] = [];
  const ids: Id[] = [];
  const items: NetworkItem[] = [];
  checkEachItem(data, keys, times, issues, (id, item, passed) => {
    if (item.type === 'link' && passed) validLinks.push(ids.length);
    ids.push(id);
    items.push(item);
  });
  return {times, validLinks, ids, items};
}

/** A shallow copy (border and dash copied too); `data` stays the caller's object. */
function copyItem(item: NetworkItem): NetworkItem {
  const copy = {...item};
  if (item.type === 'node') {
    const border = (copy as NetworkNode).border;
    if (isRecord(border)) (copy as NetworkNode).border = {...border};
  } else {
    const dashed = (copy as NetworkLink).dashed;
    if (Array.isArray(dashed)) (copy as NetworkLink).dashed = [...dashed] as [number, number];
  }
  return copy;
}

export function unknownEnd(linkId: Id, nodeId: Id): ValidationIssue {
  return {
    code: 'UNKNOWN_LINK_END',
    id: linkId,
    message: `Link ${quoteId(linkId)} references unknown node ${quoteId(nodeId)}`,
  };
}
