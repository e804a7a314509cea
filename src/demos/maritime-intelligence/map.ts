/**
 * The maritime-intelligence map (loaded with import() by the page): vessel position reports
 * as an ObservationsLayer, vessels as tracker nodes riding their tracks with the companies
 * behind them as free nodes, ports as fixed nodes, and the flagged gaps and meetings as
 * GeoJSON.
 */
import {
  GeoJsonLayer,
  NetworkLayer,
  ObservationsLayer,
  TimeBar,
  type NetworkData,
  type NetworkItem,
  type ObservationsData,
  type ObservationsMode,
  type TooltipFunction,
} from 'mapweave';
import type {Feature, FeatureCollection} from 'geojson';
import {DemoMap} from '@site/src/components/Demo/map/demo-map';
import {THEME_INK} from '@site/src/components/Demo/map/ink';
import type {DemoMapController, DemoMapModule} from '@site/src/components/Demo/types';
import type {TimeBarSource} from '@site/src/components/Demo/DemoTimeBar';
import {formatDuration, formatInstant} from '@site/src/components/Demo/format';
import {GAP_MS, findGaps, findRendezvous, ownershipChain, type Gap, type MaritimeData, type Rendezvous} from './model';
import {COMPANY_COLOR, GAP_COLOR, KIND_COLORS, MEETING_COLOR} from './colors';

/** The closest "Show" brings a meeting or a gap: a few tens of kilometres across. */
const SHOW_ZOOM = 8;

const COMPANY_GLYPH = {'beneficial-owner': 'B', owner: 'O', manager: 'M'} as const;

export type OwnershipShown = 'selected' | 'all' | 'none';

export interface MaritimeView {
  /** The instant the vessels are at (epoch ms); the tracks drawn follow the time bar. */
  time: number;
  showGaps: boolean;
  showMeetings: boolean;
  showReports: boolean;
  ownership: OwnershipShown;
  vesselId: string | null;
}

export interface MaritimeAnalysis {
  gaps: Gap[];
  meetings: Rendezvous[];
}

export type MaritimeClick = {kind: 'vessel'; id: string} | {kind: 'alert'; id: string} | null;

export interface MaritimeController extends DemoMapController, TimeBarSource {
  /** Finds the gaps and meetings (once; about a quarter of a second) and draws them. */
  analyse(): MaritimeAnalysis;
  show(view: MaritimeView): void;
  /** Flies to the view that holds every point (a meeting's place, a gap's two ends), zoomed in to SHOW_ZOOM at most. */
  frame(points: [number, number][]): void;
  /** Called with the instant a tracker node was dragged to along its track. */
  setDragHandler(handler: ((time: number) => void) | null): void;
  setClickHandler(handler: ((click: MaritimeClick) => void) | null): void;
}

function observationsOf(data: MaritimeData): ObservationsData {
  const observations: ObservationsData['observations'] = {};
  const entities: ObservationsData['entities'] = {};
  for (const vessel of data.vessels) {
    entities[vessel.id] = {label: vessel.name, color: KIND_COLORS[vessel.kind], size: 2.5, data: vessel.id};
    vessel.times.forEach((time, index) => {
      observations[`${vessel.id}:${index}`] = {
        entityId: vessel.id,
        longitude: vessel.longitudes[index]!,
        latitude: vessel.latitudes[index]!,
        time,
      };
    });
  }
  return {entities, observations};
}

const COMPANY_ROLE_NAMES = {
  'beneficial-owner': 'beneficial owner',
  owner: 'registered owner',
  manager: 'manager',
} as const;

/** The tooltip of a vessel, port, company, ownership link, track, position report or flagged alert. */
function tooltipOf(data: MaritimeData, analysis: () => MaritimeAnalysis | null): TooltipFunction {
  const vessels = new Map(data.vessels.map((vessel) => [vessel.id, vessel]));
  const companies = new Map(data.companies.map((company) => [company.id, company]));
  const nameOf = (id: string) => vessels.get(id)?.name ?? companies.get(id)?.name ?? id;
  const at = (time: number) => formatInstant(time, {withYear: false});
  return (item) => {
    const vessel = vessels.get(item.id);
    const company = companies.get(item.id);
    switch (item.type) {
      case 'node':
        if (vessel) return `${vessel.name}\n${vessel.kind}, flag ${vessel.flag}`;
        if (company) return `${company.name}\n${COMPANY_ROLE_NAMES[company.role]}, ${company.jurisdiction}`;
        return `Port of ${data.ports.find((port) => `port:${port.code}` === item.id)?.name ?? item.id}`;
      case 'link': {
        const [from, to, relation] = data.relations.find(([a, b]) => `rel:${a}:${b}` === item.id) ?? [];
        return from && to ? `${nameOf(from)} → ${nameOf(to)}\n${relation}` : null;
      }
      case 'trajectory': {
        const track = item.data as {entityId: string; times: number[]};
        return `${nameOf(track.entityId)}: track\n${at(track.times[0]!)} to ${at(track.times.at(-1)!)}`;
      }
      case 'observation': {
        const [vesselId, index] = item.id.split(':');
        const reported = vessels.get(vesselId!);
        return reported ? `${reported.name}: position report\n${at(reported.times[Number(index)]!)}` : null;
      }
      case 'feature': {
        const gap = analysis()?.gaps.find((entry) => entry.id === item.id);
        if (gap)
          return `${nameOf(gap.vesselId)} went dark for ${formatDuration(gap.to - gap.from)}\nmoved ${Math.round(gap.movedKm)} km meanwhile`;
        const meeting = analysis()?.meetings.find((entry) => entry.id === item.id);
        return meeting
          ? `${meeting.vesselIds.map(nameOf).join(' met ')} at sea\nfor ${formatDuration(meeting.to - meeting.from)}, ${meeting.closestKm.toFixed(1)} km apart`
          : null;
      }
      default:
        return null;
    }
  };
}

function alertsOf(analysis: MaritimeAnalysis): FeatureCollection {
  const features: Feature[] = [
    ...analysis.gaps.map((gap): Feature => ({
      type: 'Feature',
      properties: {id: gap.id, kind: 'gap', vessels: [gap.vesselId]},
      geometry: {type: 'LineString', coordinates: [gap.lastSeen, gap.reappeared]},
    })),
    ...analysis.meetings.map((meeting): Feature => ({
      type: 'Feature',
      properties: {id: meeting.id, kind: 'meeting', vessels: meeting.vesselIds},
      geometry: {type: 'Point', coordinates: [meeting.longitude, meeting.latitude]},
    })),
  ];
  return {type: 'FeatureCollection', features};
}

export const mount: DemoMapModule<MaritimeData, MaritimeController>['mount'] = async (
  container,
  data,
  {theme, camera, onCameraChange},
) => {
  let ink = THEME_INK[theme];
  let view: MaritimeView | null = null;
  let analysis: MaritimeAnalysis | null = null;
  const vesselIds = new Set(data.vessels.map((vessel) => vessel.id));

  const fleetData = (): NetworkData => {
    const items: NetworkData = {};
    for (const port of data.ports) {
      items[`port:${port.code}`] = {
        type: 'node',
        latitude: port.latitude,
        longitude: port.longitude,
        label: port.name,
        size: 3.5,
        color: ink.muted,
        border: {color: ink.border, width: 1},
        data: {kind: 'port'},
      };
    }
    for (const vessel of data.vessels) {
      items[vessel.id] = {
        type: 'node',
        label: vessel.name,
        size: 6.5,
        color: KIND_COLORS[vessel.kind],
        border: {color: ink.border, width: 1.5},
        data: {kind: 'vessel'},
      };
    }
    for (const company of data.companies) {
      items[company.id] = {
        type: 'node',
        label: company.name,
        size: 7,
        color: COMPANY_COLOR,
        glyph: COMPANY_GLYPH[company.role],
        border: {color: ink.border, width: 1},
        data: {kind: 'company'},
      };
    }
    data.relations.forEach(([from, to, relation]) => {
      items[`rel:${from}:${to}`] = {
        type: 'link',
        id1: from,
        id2: to,
        width: 1.2,
        dashed: [4, 3],
        color: ink.muted,
        label: relation,
        data: {kind: 'relation'},
      };
    });
    return items;
  };

  const tracks = new ObservationsLayer({
    id: 'tracks',
    data: observationsOf(data),
    options: {
      mode: 'trajectories',
      trajectory: {maximumInterval: GAP_MS, width: 2, color: null},
      currentTime: data.end,
      timeRange: [data.start, data.end],
    },
  });
  // A gap keeps the legend's colour when its vessel is selected (selection would paint it the
  // selection colour): it is drawn wider instead, and only meetings are selected; nothing of this
  // layer is dimmed, so that the selected vessel's gap stays in the legend's crimson.
  const gapWidth = (selectedGaps: ReadonlySet<string>) => (properties: Record<string, unknown>) =>
    properties.kind !== 'gap' ? 2 : selectedGaps.has(properties.id as string) ? 5 : 3;
  const alerts = new GeoJsonLayer({
    id: 'alerts',
    data: {type: 'FeatureCollection', features: []},
    options: {
      lineColor: (properties) => (properties.kind === 'gap' ? GAP_COLOR : ink.border),
      fillColor: MEETING_COLOR,
      lineWidth: gapWidth(new Set()),
      pointRadius: 9,
      // A selected meeting keeps the meeting's red inside the SDK's selection outline.
      selectedStyle: {fillColor: MEETING_COLOR},
      dimUnselected: false,
    },
  });
  const fleet = new NetworkLayer({
    id: 'fleet',
    data: fleetData(),
    options: {
      selectOnClick: false,
      labels: {visible: true, minZoom: 5, fontSize: 11},
      nodeDefaults: {labelColor: ink.label},
      freeNodeDistance: 34,
    },
  });

  const demoMap = new DemoMap({
    container,
    theme,
    camera,
    onCameraChange,
    label: 'Vessel tracks in the Mediterranean and Black Sea',
    view: {longitude: 20, latitude: 38, zoom: 3.5},
    layers: [tracks, alerts, fleet],
    minZoom: 2,
    // The 1:10m coastline, the basemap's finest, still reads at zoom 10; at sea there is nothing else to show.
    maxZoom: 10,
    tooltip: tooltipOf(data, () => analysis),
  });
  const setDragHandler = demoMap.relay('drag', ({time}) => time);
  const setClickHandler = demoMap.relay('click', ({item}): MaritimeClick | undefined => {
    if (!item) return null;
    if (item.type === 'node' && vesselIds.has(item.id)) return {kind: 'vessel', id: item.id};
    if (item.type === 'trajectory') {
      const entityId = (item.data as {entityId?: string} | null)?.entityId;
      return entityId ? {kind: 'vessel', id: entityId} : undefined;
    }
    if (item.type === 'feature') return {kind: 'alert', id: item.id};
    return undefined;
  });
  demoMap.frame({layerIds: ['tracks'], padding: 24, time: 0});
  await demoMap.whenRendered();

  const ownershipFilter = (shown: OwnershipShown, vesselId: string | null) => {
    if (shown === 'all') return null;
    const keep = new Set<string>();
    if (shown === 'selected' && vesselId) for (const {company} of ownershipChain(data, vesselId)) keep.add(company.id);
    // Links go with their companies: a link whose node is filtered out is hidden too.
    return (item: NetworkItem, id: string) =>
      (item.data as {kind?: string} | undefined)?.kind !== 'company' || keep.has(id);
  };

  const show = (next: MaritimeView) => {
    const previous = view;
    view = next;
    const mode: ObservationsMode = next.showReports ? 'both' : 'trajectories';
    tracks.options({currentTime: next.time, mode});
    if (!previous || previous.ownership !== next.ownership || previous.vesselId !== next.vesselId) {
      fleet.filter(ownershipFilter(next.ownership, next.vesselId));
      fleet.select(next.vesselId && vesselIds.has(next.vesselId) ? [next.vesselId] : []);
    }
    alerts.filter((feature) => {
      const kind = feature.properties?.kind;
      return kind === 'gap' ? next.showGaps : next.showMeetings;
    });
    if (analysis) {
      const {vesselId} = next;
      alerts.options({
        lineWidth: gapWidth(new Set(analysis.gaps.filter((gap) => gap.vesselId === vesselId).map(({id}) => id))),
      });
      alerts.select(
        vesselId ? analysis.meetings.filter((meeting) => meeting.vesselIds.includes(vesselId)).map(({id}) => id) : [],
      );
    }
  };

  demoMap.followInk(fleet, (next) => {
    ink = next;
    fleet.data(fleetData());
    if (view) show({...view});
  });
  return demoMap.controller<MaritimeController>({
    analyse() {
      if (!analysis) {
        analysis = {gaps: findGaps(data.vessels, GAP_MS), meetings: findRendezvous(data.vessels, data.ports)};
        alerts.data(alertsOf(analysis));
        if (view) show(view);
      }
      return analysis;
    },
    show,
    createTimeBar: (config) => new TimeBar({...config, layers: [tracks]}),
    frame(points) {
      demoMap.show(points, {maxZoom: SHOW_ZOOM});
    },
    setClickHandler,
    setDragHandler,
  });
};
