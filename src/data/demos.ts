import type {SdkFeatureId} from './features';

export interface DemoFeatureUse {
  feature: SdkFeatureId;
  /** What the demo does with the feature. */
  use: string;
}

export interface Demo {
  id: string;
  /** Short name for cards. */
  name: string;
  /** The page's heading and title. */
  title: string;
  /** One sentence for cards and the page description. */
  summary: string;
  /** The situation the demo puts the analyst in, paragraph by paragraph. */
  scenario: string[];
  features: DemoFeatureUse[];
  /** What the demo's data is and where it comes from. */
  data: string[];
}

const FICTITIOUS =
  'All people, organisations, vessels, devices and events in it are invented for the demo; any resemblance to real ones is a coincidence.';
const PLACES = 'Real places are used only as locations: their names and coordinates come from GeoNames (CC BY 4.0).';
const BASEMAP = 'The basemap is the standalone adapter’s embedded world map, drawn from Natural Earth (public domain) through world-atlas.';

export const DEMOS: readonly Demo[] = [
  {
    id: 'cyber-threat-intelligence',
    name: 'Cyber threat intelligence',
    title: 'Cyber threat intelligence demo',
    summary: 'Map the infrastructure behind an attack campaign: servers by location, the domains and malware tied to them, and how traffic flows between them.',
    scenario: [
      'A security team investigates a phishing campaign. Each server seen in the campaign is placed where its IP address is geolocated; domains, malware samples and certificates have no location of their own and hang off the servers they were observed on.',
      'Arced, directed links show command-and-control traffic. Moving the time window replays how the infrastructure grew, and graph analysis points at the servers that hold the campaign together.',
    ],
    features: [
      {feature: 'fixed-nodes', use: 'Servers at their geolocated coordinates.'},
      {feature: 'free-nodes', use: 'Domains, malware samples and certificates laid out around the servers they link to.'},
      {feature: 'link-shapes', use: 'Arced links with direction arrows for traffic from victims to command-and-control servers.'},
      {feature: 'time-filtering', use: 'A time range over first-seen dates replays the campaign.'},
      {feature: 'graph-analysis', use: 'Betweenness centrality sizes the nodes that connect the most paths; communities separate clusters of infrastructure.'},
      {feature: 'selection', use: 'Selecting a server highlights it and its neighbours.'},
    ],
    data: [
      'A synthetic campaign of servers, domains and malware samples over six weeks. ' + FICTITIOUS,
      'IP addresses come from the ranges reserved for documentation (RFC 5737), so none is a real host. ' + PLACES,
      BASEMAP,
    ],
  },
  {
    id: 'harness',
    name: 'Harness',
    title: 'Demo harness',
    summary: 'Every layer of the SDK on one map with controls for their options: the place to see what each option does.',
    scenario: [
      'A developer evaluating MapWeave wants to see each layer and option before writing code. The harness puts a network, observations with trajectories, GeoJSON areas and an optional tile layer on one map, with a control for each option the layers accept.',
      'The events the map raises (click, hover, drag, selection, view change) are listed as they happen, with the item they carry.',
    ],
    features: [
      {feature: 'network-layer', use: 'Fixed and free nodes, straight, arced and geodesic links, labels, glyphs and borders.'},
      {feature: 'proximity-combining', use: 'A switch and a radius control for combining nearby nodes.'},
      {feature: 'observations-layer', use: 'Observations, trajectories, both, or automatic by zoom.'},
      {feature: 'geojson-layer', use: 'Polygons, lines and points styled by their properties.'},
      {feature: 'tile-layer', use: 'An optional raster tile basemap in place of the embedded world map.'},
      {feature: 'filtering', use: 'A predicate filter and a time range per layer.'},
      {feature: 'events', use: 'A live log of every event with its item.'},
    ],
    data: [
      'Small synthetic data sets, built to exercise each option. ' + FICTITIOUS,
      PLACES,
      BASEMAP + ' When the tile layer is switched on, tiles come from the tile server configured for it (for example OpenStreetMap, © OpenStreetMap contributors, ODbL).',
    ],
  },
  {
    id: 'maritime-intelligence',
    name: 'Maritime intelligence',
    title: 'Maritime intelligence demo',
    summary: 'Follow vessels through position reports, spot gaps where transponders went silent and meetings at sea.',
    scenario: [
      'An analyst monitors shipping in a busy sea area. Vessels report their positions at intervals; the reports are joined into trajectories, and a trajectory breaks where a vessel stopped reporting for too long, which is what the analyst looks for.',
      'Playing the time forward moves a tracker node along each vessel’s track. Ports are network nodes, and restricted areas are GeoJSON polygons.',
    ],
    features: [
      {feature: 'observations-layer', use: 'Position reports of each vessel as observations.'},
      {feature: 'trajectories', use: 'Tracks inferred from reports closer in time than the maximum interval; gaps break them.'},
      {feature: 'tracker-nodes', use: 'A node per vessel that rides its track at the current time and can be dragged along it.'},
      {feature: 'geojson-layer', use: 'Restricted and protected areas as polygons.'},
      {feature: 'time-filtering', use: 'A time range and a playback of the current time.'},
      {feature: 'events', use: 'Clicking a vessel or an area shows its details.'},
    ],
    data: [
      'Synthetic position reports of vessels over two days, generated along plausible sea routes. ' + FICTITIOUS,
      'Ports are real places used as locations. ' + PLACES,
      BASEMAP,
    ],
  },
  {
    id: 'network-management',
    name: 'Network management',
    title: 'Network management demo',
    summary: 'See a telecommunications network on the map, what depends on each link, and what is cut off when one fails.',
    scenario: [
      'An operations team runs a fibre network between cities. Sites are fixed nodes, fibre routes are links coloured by their state, and nearby sites combine into one node when the map is zoomed out.',
      'Marking a link as failed filters it out; graph analysis then finds the sites that are no longer connected and the shortest remaining route between two sites.',
    ],
    features: [
      {feature: 'fixed-nodes', use: 'Network sites at their locations, styled by role.'},
      {feature: 'link-shapes', use: 'Straight and geodesic fibre routes, dashed where planned.'},
      {feature: 'proximity-combining', use: 'Sites close together at the current zoom combine into one node.'},
      {feature: 'filtering', use: 'Failed links are filtered out of the map.'},
      {feature: 'graph-analysis', use: 'Connected components and shortest paths on the filtered network.'},
      {feature: 'selection', use: 'Selecting two sites shows the route between them.'},
    ],
    data: [
      'A synthetic fibre network of sites and links between cities. ' + FICTITIOUS,
      PLACES,
      BASEMAP,
    ],
  },
  {
    id: 'osint-investigations',
    name: 'OSINT investigations',
    title: 'OSINT investigations demo',
    summary: 'Put what open sources say about people and organisations on the map: where they are, whom they deal with, and when that was reported.',
    scenario: [
      'An investigator collects open-source reports about a group of companies and the people behind them. Addresses are fixed nodes; people and companies are free nodes placed around the places they are tied to, and the investigator drags and pins them into a readable picture.',
      'Each link carries the date it was reported, so the investigation can be narrowed to a period; areas of interest are drawn as GeoJSON.',
    ],
    features: [
      {feature: 'fixed-nodes', use: 'Registered addresses and meeting places.'},
      {feature: 'free-nodes', use: 'People and companies, laid out around the places they link to.'},
      {feature: 'dragging', use: 'Dragging a person or company pins it where it is dropped.'},
      {feature: 'time-filtering', use: 'Links filtered by the date they were reported.'},
      {feature: 'geojson-layer', use: 'Areas of interest as polygons.'},
      {feature: 'events', use: 'Double-clicking a node lists the reports behind it.'},
    ],
    data: [
      'A synthetic investigation of people, companies and addresses. ' + FICTITIOUS,
      PLACES,
      BASEMAP,
    ],
  },
  {
    id: 'pattern-of-life',
    name: 'Pattern of life',
    title: 'Pattern of life demo',
    summary: 'Find the routine in a device’s location history: the places it returns to and the trips between them.',
    scenario: [
      'An analyst studies the location history of one device over a month. Close up, each observation shows; zoomed out, the observations give way to the trajectories between the places the device keeps returning to.',
      'Narrowing the time range to mornings, evenings or weekends shows the routine, and a tracker node replays any day.',
    ],
    features: [
      {feature: 'observations-layer', use: 'Every location report of the device, in auto mode by zoom.'},
      {feature: 'trajectories', use: 'Trips inferred from reports close in time.'},
      {feature: 'tracker-nodes', use: 'A node that replays the device’s position at the current time.'},
      {feature: 'time-filtering', use: 'A time range over the month, on the GPU.'},
      {feature: 'network-layer', use: 'The frequently visited places as nodes linked by how often the device travels between them.'},
    ],
    data: [
      'A synthetic month of location reports for one device moving between home, work and a few other places in one city. ' + FICTITIOUS,
      PLACES,
      BASEMAP,
    ],
  },
  {
    id: 'transport-supply-chain',
    name: 'Transport and supply chain',
    title: 'Transport and supply chain demo',
    summary: 'Trace goods from suppliers through factories and warehouses to customers, and find the hubs the chain depends on.',
    scenario: [
      'A logistics team maps its supply chain across continents. Suppliers, factories, warehouses and customers are fixed nodes; shipments are great-circle links whose width shows volume and whose arrows show direction.',
      'Zoomed out, nearby sites combine; betweenness centrality reveals the hubs whose loss would disrupt the most routes, and a time range shows the shipments of a period.',
    ],
    features: [
      {feature: 'fixed-nodes', use: 'Suppliers, factories, warehouses and customers, styled by role.'},
      {feature: 'link-shapes', use: 'Geodesic shipment links with width by volume and direction arrows.'},
      {feature: 'proximity-combining', use: 'Sites close together at the current zoom combine into one node.'},
      {feature: 'graph-analysis', use: 'Betweenness centrality to find critical hubs.'},
      {feature: 'time-filtering', use: 'Shipments filtered to a period.'},
    ],
    data: [
      'A synthetic supply chain of sites on several continents and a year of shipments. ' + FICTITIOUS,
      PLACES,
      BASEMAP,
    ],
  },
];

export function demoPath(id: string): string {
  return `/demos/${id}`;
}
