/**
 * Shape and serialisation of a demo's data file, `static/data/demos/<demo-id>.json`.
 *
 * Usage (in src/demos/<demo-id>/data.mjs):
 *   import {round} from '../../../scripts/data/lib/output.mjs';
 *   export const sources = ['GeoNames'];       // names of rows in /content-terms' data sources
 *   export function build() { return {sites: [...], links: [...]}; }
 *
 * `npm run data` (scripts/data/index.mjs) wraps what `build()` returns as
 *   {"demo": "<demo-id>", "sources": [...], "data": {...}}
 * and writes it with `serializeDemoData`: compact JSON, keys in the order the script built
 * them. Round coordinates with `round(value, 3)` (about 100 m) or coarser: it keeps files small.
 */

export function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export function serializeDemoData(demo, sources, data) {
  if (!Array.isArray(sources) || sources.length === 0 || sources.some((source) => typeof source !== 'string')) {
    throw new TypeError(`Demo data "${demo}": export a non-empty array of source names as \`sources\``);
  }
  return `${JSON.stringify({demo, sources, data})}\n`;
}
