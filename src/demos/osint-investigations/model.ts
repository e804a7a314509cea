/**
 * OSINT investigations demo: reading its data file and the investigation's state — which
 * nodes are on the board after expanding some of them, in the order they were expanded.
 * Pure functions; the map module draws the board.
 */

export type EventKind = 'registration' | 'meeting' | 'post' | 'property' | 'conference';
export type EntityKind = 'person' | 'organisation' | 'account';

export interface OsintEvent {
  id: string;
  kind: EventKind;
  label: string;
  city: string;
  longitude: number;
  latitude: number;
  /** Epoch ms of the day it happened. */
  time: number;
}

export interface OsintEntity {
  id: string;
  kind: EntityKind;
  label: string;
}

export interface OsintLink {
  id: string;
  id1: string;
  id2: string;
  relation: string;
  /** Epoch ms of the day it was reported. */
  reported: number;
  source: string;
}

export interface OsintData {
  start: number;
  end: number;
  seed: string;
  events: OsintEvent[];
  entities: OsintEntity[];
  links: OsintLink[];
}

/** Pixels between a free node (person, organisation, account) and what it hangs off on the map. */
export const FREE_NODE_DISTANCE = 46;
/**
 * The most meters on the ground between them, so that free nodes sit in the city of the events
 * they relate to at any zoom (on land: every event has 5 km of land around it).
 */
export const FREE_NODE_MAX_METERS = 2000;

const DAY = 86_400_000;
const EVENT_KINDS: readonly EventKind[] = ['registration', 'meeting', 'post', 'property', 'conference'];
const ENTITY_KINDS: readonly EntityKind[] = ['person', 'organisation', 'account'];

function fail(message: string): never {
  throw new Error(`OSINT data: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function dayNumber(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) fail(`${where} has no valid day`);
  return value;
}

/** Checks and unpacks the `data` of osint-investigations.json (see data.mjs). */
export function readOsintData(raw: unknown): OsintData {
  if (!isRecord(raw)) fail('not an object');
  const start = typeof raw.start === 'string' ? Date.parse(raw.start) : Number.NaN;
  if (!Number.isFinite(start)) fail('start is not an ISO date');
  if (!Array.isArray(raw.events) || !Array.isArray(raw.entities) || !Array.isArray(raw.links))
    fail('events, entities and links must be arrays');
  const ids = new Set<string>();
  const claim = (id: unknown, where: string) => {
    if (typeof id !== 'string' || id === '') fail(`${where} has no id`);
    if (ids.has(id)) fail(`the id "${id}" is used twice`);
    ids.add(id);
    return id;
  };
  let end = start;
  const events = raw.events.map((event, index): OsintEvent => {
    if (!isRecord(event)) fail(`event ${index} is not an object`);
    const id = claim(event.id, `event ${index}`);
    if (!EVENT_KINDS.includes(event.kind as EventKind))
      fail(`event "${id}" has an unknown kind "${String(event.kind)}"`);
    const {longitude, latitude, label, city} = event;
    if (
      typeof longitude !== 'number' ||
      typeof latitude !== 'number' ||
      Math.abs(longitude) > 180 ||
      Math.abs(latitude) > 90
    ) {
      fail(`event "${id}" has no valid coordinates`);
    }
    if (typeof label !== 'string' || typeof city !== 'string') fail(`event "${id}" needs a label and a city`);
    const time = start + dayNumber(event.day, `event "${id}"`) * DAY;
    end = Math.max(end, time);
    return {id, kind: event.kind as EventKind, label, city, longitude, latitude, time};
  });
  const entities = raw.entities.map((entity, index): OsintEntity => {
    if (!isRecord(entity)) fail(`entity ${index} is not an object`);
    const id = claim(entity.id, `entity ${index}`);
    if (!ENTITY_KINDS.includes(entity.kind as EntityKind))
      fail(`entity "${id}" has an unknown kind "${String(entity.kind)}"`);
    if (typeof entity.label !== 'string') fail(`entity "${id}" has no label`);
    return {id, kind: entity.kind as EntityKind, label: entity.label};
  });
  const links = raw.links.map((link, index): OsintLink => {
    if (!Array.isArray(link) || link.length !== 5) fail(`link ${index} is not [id1, id2, relation, day, source]`);
    const [id1, id2, relation, day, source] = link as unknown[];
    if (typeof id1 !== 'string' || !ids.has(id1)) fail(`link ${index} starts at unknown id "${String(id1)}"`);
    if (typeof id2 !== 'string' || !ids.has(id2)) fail(`link ${index} ends at unknown id "${String(id2)}"`);
    if (typeof relation !== 'string' || typeof source !== 'string') fail(`link ${index} needs a relation and a source`);
    const reported = start + dayNumber(day, `link ${index}`) * DAY;
    end = Math.max(end, reported);
    return {id: `link-${index}`, id1, id2, relation, reported, source};
  });
  if (typeof raw.seed !== 'string' || !ids.has(raw.seed)) fail(`the seed "${String(raw.seed)}" is not an entity`);
  return {start, end, seed: raw.seed, events, entities, links};
}

/** Node id → the ids linked to it, each once. */
export function adjacency(links: readonly OsintLink[]): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    if (!map.has(from)) map.set(from, new Set());
    map.get(from)!.add(to);
  };
  for (const {id1, id2} of links) {
    add(id1, id2);
    add(id2, id1);
  }
  return map;
}

export interface Board {
  /** Nodes on the board. */
  nodes: Set<string>;
  /** The expansions that took effect, in order (those of nodes not on the board are dropped). */
  expanded: string[];
}

/**
 * The investigation board: the seed and its neighbours, then each expanded node's
 * neighbours, in order. An expansion of a node that is not on the board when its turn comes
 * (a stale or edited link) is dropped, as is a repeated one.
 */
export function boardAfter(
  seed: string,
  expansions: readonly string[],
  neighbours: (id: string) => Iterable<string>,
): Board {
  const nodes = new Set([seed, ...neighbours(seed)]);
  const expanded: string[] = [];
  for (const id of expansions) {
    if (!nodes.has(id) || id === seed || expanded.includes(id)) continue;
    expanded.push(id);
    for (const neighbour of neighbours(id)) nodes.add(neighbour);
  }
  return {nodes, expanded};
}

/** Nodes on the board that still have neighbours off it: the ones worth expanding. */
export function expandable(board: Board, neighbours: (id: string) => Iterable<string>): string[] {
  return [...board.nodes].filter((id) => [...neighbours(id)].some((neighbour) => !board.nodes.has(neighbour))).sort();
}
