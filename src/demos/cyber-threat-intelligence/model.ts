/**
 * The cyber-threat-intelligence demo's data (static/data/demos/cyber-threat-intelligence.json,
 * from data.mjs) and the questions the page asks of it.
 */

export type AttackType = 'ddos' | 'phishing' | 'ransomware' | 'credential-stuffing' | 'exploitation';

export interface ThreatNode {
  id: string;
  kind: 'source' | 'relay' | 'target';
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  prefix?: string;
  role?: string;
  sector?: string;
}

export interface Campaign {
  id: string;
  name: string;
  type: AttackType;
  /** Indices into `nodes`. */
  sources: number[];
  relays: number[];
  sectors: string[];
  /** Minutes from `weekStart`. */
  start: number;
  end: number;
}

/** `[campaign, source, relay, target, type, severity, minute, durationMinutes]`: indices into campaigns, nodes and types. */
export type Attack = [number, number, number, number, number, number, number, number];

export interface ThreatData {
  weekStart: string;
  types: AttackType[];
  nodes: ThreatNode[];
  campaigns: Campaign[];
  attacks: Attack[];
}

export const ATTACK_TYPE_INFO: Record<AttackType, {label: string; color: string}> = {
  ddos: {label: 'DDoS', color: '#f97316'},
  phishing: {label: 'Phishing', color: '#0ea5e9'},
  ransomware: {label: 'Ransomware', color: '#e11d48'},
  'credential-stuffing': {label: 'Credential stuffing', color: '#eab308'},
  exploitation: {label: 'Exploitation', color: '#a855f7'},
};

export const ATTACK_TYPES = Object.keys(ATTACK_TYPE_INFO) as AttackType[];
export const WEEK_HOURS = 7 * 24;

export interface ThreatView {
  /** The end of the time window, in hours from the week's start. */
  hour: number;
  /** Window length in hours. */
  window: number;
  types: readonly AttackType[];
  minSeverity: number;
}

/** The window `[from, to]` in milliseconds since the epoch. */
export function windowRange(weekStart: string, hour: number, window: number): [number, number] {
  const start = Date.parse(weekStart);
  if (Number.isNaN(start)) throw new Error(`Week start "${weekStart}" is not an ISO date`);
  return [start + Math.max(0, hour - window) * 3_600_000, start + hour * 3_600_000];
}

/** Whether an attack passes the type and severity filters. */
export function attackPasses(
  data: ThreatData,
  attack: Attack,
  view: Pick<ThreatView, 'types' | 'minSeverity'>,
): boolean {
  const type = data.types[attack[4]];
  return type !== undefined && view.types.includes(type) && attack[5] >= view.minSeverity;
}

/** Indices of the attacks drawn: passing the filters and active during the window. */
export function visibleAttacks(data: ThreatData, view: ThreatView): number[] {
  const from = Math.max(0, view.hour - view.window) * 60;
  const to = view.hour * 60;
  const visible: number[] = [];
  data.attacks.forEach((attack, index) => {
    const start = attack[6];
    const end = start + attack[7];
    if (end >= from && start <= to && attackPasses(data, attack, view)) visible.push(index);
  });
  return visible;
}

/** Links the map draws for each attack: source → relay and relay → target. */
export const LINKS_PER_ATTACK = 2;

/**
 * The panel's count of what the window shows, in attacks and in the links the map draws for
 * them, the unit of the time bar's count and of the map's summary for screen readers.
 */
export function windowCountText(attacks: number): string {
  const links = attacks * LINKS_PER_ATTACK;
  return `${attacks} ${attacks === 1 ? 'attack' : 'attacks'} in the window, drawn as ${links} ${links === 1 ? 'link' : 'links'} (source → relay → target).`;
}

export interface SourceCampaign {
  campaign: Campaign;
  attacks: number;
  targets: number;
}

/** The campaigns a source network took part in, with its own attack and target counts, by start. */
export function campaignsOfSource(data: ThreatData, sourceIndex: number): SourceCampaign[] {
  const byCampaign = new Map<number, {attacks: number; targets: Set<number>}>();
  for (const attack of data.attacks) {
    if (attack[1] !== sourceIndex) continue;
    const entry = byCampaign.get(attack[0]) ?? {attacks: 0, targets: new Set<number>()};
    entry.attacks += 1;
    entry.targets.add(attack[3]);
    byCampaign.set(attack[0], entry);
  }
  return [...byCampaign]
    .map(([index, entry]) => ({campaign: data.campaigns[index]!, attacks: entry.attacks, targets: entry.targets.size}))
    .sort((a, b) => a.campaign.start - b.campaign.start);
}

const WEEKDAY = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  hourCycle: 'h23',
});

/** "Tue 7 Oct, 14:00 UTC" for an hour of the week. */
export function formatWeekHour(weekStart: string, hour: number): string {
  return `${WEEKDAY.format(new Date(Date.parse(weekStart) + hour * 3_600_000)).replace(' at', ',')} UTC`;
}
