/**
 * `node scripts/track-land-share.mjs`: for every site demo, the share of the vertices of what it
 * draws over the sea (vessel tracks, sea legs, submarine cables) that lie on land at the embedded
 * basemap's detail: at the level for the zoom the demo opens at, and at each finer level (what a
 * user sees zooming in). Links drawn as geodesics are sampled along their great circle. A report,
 * not a test: it prints and exits 0. Needs the built SDK (`npm run build -w mapweave`).
 */
import {readdirSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {BASEMAP_LEVELS, basemapLevelForZoom} from '../packages/mapweave/dist/adapters/basemapLevels.js';
import {greatCircle, landTest} from './data/lib/land.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEMOS = join(ROOT, 'src', 'demos');
const GEODESIC_STEP_DEGREES = 0.25;

/**
 * What each demo draws over the sea, as lists of [longitude, latitude] vertices, and the zoom its
 * map opens at (from its map.ts; fitBounds of a world-wide network is about zoom 1.5 on a desktop).
 */
const SEA_TRACKS = {
  'maritime-intelligence': {
    zoom: 3.5,
    // Every report, alongside included: a port's position is its berth, at sea.
    tracks(data) {
      return data.vessels.map((vessel) => {
        const points = [];
        for (let i = 0; i < vessel.reports.length; i += 3)
          points.push([vessel.reports[i + 1] / 1000, vessel.reports[i + 2] / 1000]);
        return {name: vessel.name, points};
      });
    },
  },
  'transport-supply-chain': {
    zoom: 1.2,
    tracks(data) {
      const places = new Map([...data.sites, ...data.waypoints].map((place) => [place.id, place]));
      const waypoints = new Set(data.waypoints.map((waypoint) => waypoint.id));
      const isPort = (id) => places.get(id)?.role === 'port';
      const legs = new Map();
      for (const lane of data.lanes) {
        for (const path of [lane.primary, ...Object.values(lane.alternatives)]) {
          for (let i = 1; i < path.length; i++) {
            const [from, to] = [path[i - 1], path[i]];
            const sea = waypoints.has(from) || waypoints.has(to) || (isPort(from) && isPort(to));
            if (sea) legs.set(`${from}>${to}`, [places.get(from), places.get(to)]);
          }
        }
      }
      return [...legs].map(([name, [from, to]]) => ({
        name,
        // Ports sit on the coast: only the leg between them is at sea.
        points: greatCircle(from, to, GEODESIC_STEP_DEGREES).slice(1, -1),
      }));
    },
  },
  'network-management': {
    zoom: 1.5,
    // A cable is drawn through its path's points; its ends are landing stations ashore.
    tracks(data) {
      const sites = new Map(data.sites.map((site) => [site.id, site]));
      const place = ([longitude, latitude]) => ({longitude, latitude});
      return data.links
        .filter((link) => link.kind === 'submarine')
        .map((link) => {
          const drawn = [sites.get(link.a), ...(link.path ?? []).map(place), sites.get(link.b)];
          const points = drawn
            .slice(1)
            .flatMap((to, index) => greatCircle(drawn[index], to, GEODESIC_STEP_DEGREES).slice(1));
          return {name: link.id, points: points.slice(0, -1)};
        });
    },
  },
};

const levels = BASEMAP_LEVELS.map(({level}) => level);
const onLand = Object.fromEntries(await Promise.all(levels.map(async (level) => [level, await landTest(level)])));
const percent = (part, whole) => (whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`);

console.log('Share of sea-track vertices on land, per demo, at each basemap level (* = the level it opens at)\n');
for (const demo of readdirSync(DEMOS).sort()) {
  const module = await import(pathToFileURL(join(DEMOS, demo, 'data.mjs')).href).catch(() => null);
  if (!module?.build) continue;
  const spec = SEA_TRACKS[demo];
  if (!spec) {
    console.log(`${demo}: draws nothing over the sea`);
    continue;
  }
  const tracks = spec.tracks(await module.build());
  const shown = basemapLevelForZoom(spec.zoom);
  const vertices = tracks.reduce((sum, track) => sum + track.points.length, 0);
  const cells = levels.map((level) => {
    const landed = tracks.reduce((sum, track) => sum + track.points.filter(onLand[level]).length, 0);
    return `1:${level}${level === shown ? '*' : ''} ${percent(landed, vertices)}`;
  });
  console.log(
    `${demo} (${tracks.length} tracks, ${vertices} vertices, opens at zoom ${spec.zoom}): ${cells.join(', ')}`,
  );
  const worst = tracks
    .map((track) => ({name: track.name, share: track.points.filter(onLand['10m']).length / (track.points.length || 1)}))
    .filter((track) => track.share > 0)
    .sort((a, b) => b.share - a.share)
    .slice(0, 5);
  if (worst.length > 0) {
    console.log(
      `  most on land at 1:10m: ${worst.map((track) => `${track.name} ${percent(track.share, 1)}`).join(', ')}`,
    );
  }
}
