/**
 * Transport and supply chain demo: reading its data file and the impact of a disruption —
 * which sea lanes detour round a closed passage, which flows stop, and what each store loses
 * or waits for. Pure functions; the map module restyles the network from the result.
 */

export type SiteRole = 'supplier' | 'factory' | 'port' | 'warehouse' | 'store';

export interface Site {
  id: string;
  role: SiteRole;
  name: string;
  longitude: number;
  latitude: number;
  product?: string;
  /** A warehouse's: the ports that take over its imports, in order, when its own port is out. */
  fallbackPorts?: string[];
}

export interface Waypoint {
  id: string;
  longitude: number;
  latitude: number;
  name?: string;
  /** The canal or strait it stands for, when a scenario can close it. */
  passage?: string;
}

export interface Lane {
  id: string;
  from: string;
  to: string;
  volume: number;
  /** Port, waypoints…, port. */
  primary: string[];
  /** The way round each passage the primary route goes through. */
  alternatives: Record<string, string[]>;
  days: number;
  alternativeDays: Record<string, number>;
}

export interface Flow {
  id: string;
  factory: string;
  originPort: string;
  destinationPort: string;
  warehouse: string;
  store: string;
  volume: number;
}

export interface SupplyData {
  unit: string;
  sites: Site[];
  waypoints: Waypoint[];
  lanes: Lane[];
  inputs: [supplier: string, factory: string, share: number][];
  flows: Flow[];
}

const ROLES: readonly SiteRole[] = ['supplier', 'factory', 'port', 'warehouse', 'store'];

function fail(message: string): never {
  throw new Error(`Supply-chain data: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function coordinates(record: Record<string, unknown>, where: string): {longitude: number; latitude: number} {
  const {longitude, latitude} = record;
  if (
    typeof longitude !== 'number' ||
    typeof latitude !== 'number' ||
    Math.abs(longitude) > 180 ||
    Math.abs(latitude) > 90
  ) {
    fail(`${where} has no valid longitude and latitude`);
  }
  return {longitude, latitude};
}

/** Checks and unpacks the `data` of transport-supply-chain.json (see data.mjs). */
export function readSupplyData(raw: unknown): SupplyData {
  if (!isRecord(raw)) fail('not an object');
  for (const field of ['sites', 'waypoints', 'lanes', 'inputs', 'flows']) {
    if (!Array.isArray(raw[field])) fail(`${field} is not an array`);
  }
  const ids = new Set<string>();
  const claim = (id: unknown, where: string): string => {
    if (typeof id !== 'string' || id === '') fail(`${where} has no id`);
    if (ids.has(id)) fail(`the id "${id}" is used twice`);
    ids.add(id);
    return id;
  };
  const known = (id: unknown, where: string): string => {
    if (typeof id !== 'string' || !ids.has(id)) fail(`${where} names unknown id "${String(id)}"`);
    return id;
  };
  const volume = (value: unknown, where: string): number => {
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(`${where} has no valid volume`);
    return value;
  };

  const ports = new Set<string>();
  const fallbackPorts = (value: unknown, id: string): string[] => {
    if (!Array.isArray(value)) fail(`site "${id}" fallbackPorts is not a list`);
    return value.map((port) =>
      ports.has(port as string)
        ? (port as string)
        : fail(`site "${id}" falls back on "${String(port)}", not a port listed before it`),
    );
  };
  const sites = (raw.sites as unknown[]).map((site, index): Site => {
    if (!isRecord(site)) fail(`site ${index} is not an object`);
    const id = claim(site.id, `site ${index}`);
    if (!ROLES.includes(site.role as SiteRole)) fail(`site "${id}" has an unknown role "${String(site.role)}"`);
    if (typeof site.name !== 'string') fail(`site "${id}" has no name`);
    if (site.role === 'port') ports.add(id);
    return {
      id,
      role: site.role as SiteRole,
      name: site.name,
      ...coordinates(site, `site "${id}"`),
      ...(typeof site.product === 'string' ? {product: site.product} : {}),
      ...(site.fallbackPorts === undefined ? {} : {fallbackPorts: fallbackPorts(site.fallbackPorts, id)}),
    };
  });
  const waypoints = (raw.waypoints as unknown[]).map((waypoint, index): Waypoint => {
    if (!isRecord(waypoint)) fail(`waypoint ${index} is not an object`);
    const id = claim(waypoint.id, `waypoint ${index}`);
    return {
      id,
      ...coordinates(waypoint, `waypoint "${id}"`),
      ...(typeof waypoint.name === 'string' ? {name: waypoint.name} : {}),
      ...(typeof waypoint.passage === 'string' ? {passage: waypoint.passage} : {}),
    };
  });
  const path = (value: unknown, where: string): string[] => {
    if (!Array.isArray(value) || value.length < 2) fail(`${where} is not a path of ids`);
    return value.map((id) => known(id, where));
  };
  const lanes = (raw.lanes as unknown[]).map((lane, index): Lane => {
    if (!isRecord(lane)) fail(`lane ${index} is not an object`);
    const id = typeof lane.id === 'string' ? lane.id : fail(`lane ${index} has no id`);
    const primary = path(lane.primary, `lane "${id}" primary`);
    const from = known(lane.from, `lane "${id}"`);
    const to = known(lane.to, `lane "${id}"`);
    if (primary[0] !== from || primary[primary.length - 1] !== to)
      fail(`lane "${id}" primary does not run from ${from} to ${to}`);
    if (!isRecord(lane.alternatives) || !isRecord(lane.alternativeDays))
      fail(`lane "${id}" has no alternatives object`);
    const alternatives: Record<string, string[]> = {};
    const alternativeDays: Record<string, number> = {};
    for (const [passage, alternative] of Object.entries(lane.alternatives)) {
      alternatives[passage] = path(alternative, `lane "${id}" alternative "${passage}"`);
      const days = lane.alternativeDays[passage];
      if (typeof days !== 'number') fail(`lane "${id}" alternative "${passage}" has no days`);
      alternativeDays[passage] = days;
    }
    if (typeof lane.days !== 'number') fail(`lane "${id}" has no days`);
    return {
      id,
      from,
      to,
      volume: volume(lane.volume, `lane "${id}"`),
      primary,
      alternatives,
      days: lane.days,
      alternativeDays,
    };
  });
  const inputs = (raw.inputs as unknown[]).map((input, index): [string, string, number] => {
    if (!Array.isArray(input) || input.length !== 3 || typeof input[2] !== 'number')
      fail(`input ${index} is not [supplier, factory, share]`);
    return [known(input[0], `input ${index}`), known(input[1], `input ${index}`), input[2]];
  });
  const flows = (raw.flows as unknown[]).map((flow, index): Flow => {
    if (!Array.isArray(flow) || flow.length !== 6)
      fail(`flow ${index} is not [factory, origin port, destination port, warehouse, store, volume]`);
    const where = `flow ${index}`;
    return {
      id: `flow-${index}`,
      factory: known(flow[0], where),
      originPort: known(flow[1], where),
      destinationPort: known(flow[2], where),
      warehouse: known(flow[3], where),
      store: known(flow[4], where),
      volume: volume(flow[5], where),
    };
  });
  if (typeof raw.unit !== 'string') fail('unit is not a string');
  return {unit: raw.unit, sites, waypoints, lanes, inputs, flows};
}

export type LaneState = 'primary' | 'detour' | 'closed';

export interface LaneRouting {
  state: LaneState;
  /** The ids the lane runs through now (the primary route when closed). */
  path: string[];
  days: number;
  /** The passage it detours round, when it does. */
  around?: string;
}

export interface StoreImpact {
  planned: number;
  delivered: number;
  /** 0 to 1. */
  lostShare: number;
  /** The most extra sea days on any of its flows. */
  extraDays: number;
}

export interface Impact {
  lanes: Map<string, LaneRouting>;
  /** Per flow: the share of its volume that still arrives (0 to 1). */
  flows: Map<string, number>;
  stores: Map<string, StoreImpact>;
  /** Volume on every leg (`from>to`), planned and now. */
  legs: Map<string, {planned: number; now: number}>;
}

export function legKey(from: string, to: string): string {
  return `${from}>${to}`;
}

/** Where each lane goes when `disrupted` (site and waypoint ids) are out of action. */
export function routeLanes(lanes: readonly Lane[], disrupted: ReadonlySet<string>): Map<string, LaneRouting> {
  const routing = new Map<string, LaneRouting>();
  const open = (path: readonly string[]) => path.every((id) => !disrupted.has(id));
  for (const lane of lanes) {
    if (open(lane.primary)) {
      routing.set(lane.id, {state: 'primary', path: lane.primary, days: lane.days});
      continue;
    }
    const detours = Object.entries(lane.alternatives)
      .filter(([, path]) => open(path))
      .sort(([a], [b]) => lane.alternativeDays[a]! - lane.alternativeDays[b]! || a.localeCompare(b));
    const [detour] = detours;
    if (detour) {
      const [around, path] = detour;
      routing.set(lane.id, {state: 'detour', path, days: lane.alternativeDays[around]!, around});
    } else {
      routing.set(lane.id, {state: 'closed', path: lane.primary, days: lane.days});
    }
  }
  return routing;
}

/** The impact of taking `disrupted` (site and waypoint ids) out of the chain. */
export function supplyImpact(data: SupplyData, disrupted: ReadonlySet<string>): Impact {
  const lanes = routeLanes(data.lanes, disrupted);
  const laneOf = new Map(data.lanes.map((lane) => [legKey(lane.from, lane.to), lane]));
  const up = (id: string) => (disrupted.has(id) ? 0 : 1);

  // A factory runs at the share of its inputs whose suppliers still deliver.
  const factoryOutput = new Map<string, number>();
  for (const [supplier, factory, share] of data.inputs) {
    factoryOutput.set(factory, (factoryOutput.get(factory) ?? 0) + share * up(supplier));
  }

  const legs = new Map<string, {planned: number; now: number}>();
  const carry = (from: string, to: string, planned: number, now: number) => {
    const key = legKey(from, to);
    const leg = legs.get(key) ?? {planned: 0, now: 0};
    leg.planned += planned;
    leg.now += now;
    legs.set(key, leg);
  };

  const fallbacks = new Map(data.sites.map((site) => [site.id, site.fallbackPorts ?? []]));
  const open = (port: string, from: string) => {
    const lane = laneOf.get(legKey(from, port));
    return lane && up(port) === 1 && lanes.get(lane.id)!.state !== 'closed' ? lane : undefined;
  };

  const flows = new Map<string, number>();
  const stores = new Map<string, StoreImpact>();
  for (const flow of data.flows) {
    const lane = laneOf.get(legKey(flow.originPort, flow.destinationPort));
    if (!lane)
      throw new Error(`supplyImpact: no lane from ${flow.originPort} to ${flow.destinationPort} for ${flow.id}`);
    // With its port out, a warehouse's imports land at the first fallback port the lanes still reach.
    const landing =
      up(flow.destinationPort) === 1
        ? flow.destinationPort
        : (fallbacks.get(flow.warehouse)!.find((port) => open(port, flow.originPort)) ?? flow.destinationPort);
    const landedBy = laneOf.get(legKey(flow.originPort, landing))!;
    const routing = lanes.get(landedBy.id)!;
    const share =
      up(flow.factory) *
      Math.min(1, factoryOutput.get(flow.factory) ?? 1) *
      (routing.state === 'closed' ? 0 : 1) *
      up(flow.warehouse) *
      up(flow.store);
    flows.set(flow.id, share);
    const now = flow.volume * share;

    carry(flow.factory, flow.originPort, flow.volume, now);
    const sea = (path: readonly string[], amount: number, planned: number) => {
      for (let index = 1; index < path.length; index++) carry(path[index - 1]!, path[index]!, planned, amount);
    };
    if (routing.state === 'detour' || landing !== flow.destinationPort) {
      sea(lane.primary, 0, flow.volume);
      sea(routing.path, now, 0);
      carry(flow.destinationPort, flow.warehouse, flow.volume, 0);
      carry(landing, flow.warehouse, 0, now);
    } else {
      sea(lane.primary, now, flow.volume);
      carry(flow.destinationPort, flow.warehouse, flow.volume, now);
    }
    carry(flow.warehouse, flow.store, flow.volume, now);

    const store = stores.get(flow.store) ?? {planned: 0, delivered: 0, lostShare: 0, extraDays: 0};
    store.planned += flow.volume;
    store.delivered += now;
    if (now > 0) store.extraDays = Math.max(store.extraDays, routing.days - lane.days);
    stores.set(flow.store, store);
  }
  for (const store of stores.values()) store.lostShare = store.planned === 0 ? 0 : 1 - store.delivered / store.planned;

  for (const [supplier, factory, share] of data.inputs) {
    const output = data.flows.filter((flow) => flow.factory === factory).reduce((sum, flow) => sum + flow.volume, 0);
    carry(supplier, factory, output * share, output * share * up(supplier) * up(factory));
  }
  return {lanes, flows, stores, legs};
}
