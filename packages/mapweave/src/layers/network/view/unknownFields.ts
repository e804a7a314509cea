import {quoteId} from '../../../core/errors.js';
import {closestWord} from '../../../core/suggest.js';
import type {Id, NetworkItem} from '../../../core/types.js';
import {warn} from '../../../core/warnings.js';

/** The fields a node or a link may have (the checks of network/itemChecks.ts read these). */
const KNOWN_FIELDS = {
  node: [
    'type',
    'latitude',
    'longitude',
    'time',
    'data',
    'color',
    'size',
    'label',
    'labelColor',
    'labelPriority',
    'border',
    'glyph',
    'glyphColor',
    'icon',
  ],
  link: [
    'type',
    'id1',
    'id2',
    'weight',
    'time',
    'data',
    'color',
    'width',
    'shape',
    'arcHeight',
    'dashed',
    'direction',
    'label',
    'labelPriority',
  ],
} as const;

type Kind = keyof typeof KNOWN_FIELDS;
const KNOWN_SETS: Record<Kind, ReadonlySet<string>> = {
  node: new Set(KNOWN_FIELDS.node),
  link: new Set(KNOWN_FIELDS.link),
};

/**
 * Items of one change looked at: all of a smaller change, an even sample of a larger one. A field
 * that most items carry (coordinates under other names, a style spelled the British way) is in
 * every sample, and a load of 300k items pays a few milliseconds for it instead of a pass over all.
 */
export const FIELD_SAMPLE_SIZE = 4096;

/** Names other libraries and APIs give coordinates (Leaflet, Google Maps, GeoJSON-like x/y). */
const COORDINATE_NAMES = new Set(['lat', 'lng', 'lon', 'long', 'x', 'y']);

/** The field that was most likely meant, or null. */
function meant(kind: Kind, field: string): string | null {
  if (COORDINATE_NAMES.has(field.toLowerCase())) return 'latitude/longitude';
  return closestWord(field, KNOWN_FIELDS[kind]);
}

/**
 * Warns with UNKNOWN_FIELD about the fields of a layer's items that MapWeave does not read (a
 * `lat` for `latitude`, a `colour` for `color`): once per layer, kind and field, whatever the
 * number of items that carry it, so a 100k-item load warns a few times at most. Looks at the
 * keys of up to FIELD_SAMPLE_SIZE items per change.
 */
export class UnknownFieldWarnings {
  private readonly warned: Record<Kind, Set<string>> = {node: new Set(), link: new Set()};

  constructor(private readonly layerName: string) {}

  check(ids: readonly Id[], items: readonly NetworkItem[]): void {
    const step = Math.max(1, items.length / FIELD_SAMPLE_SIZE);
    for (let sample = 0; sample * step < items.length; sample++) {
      const index = Math.floor(sample * step);
      const item = items[index]!;
      const known = KNOWN_SETS[item.type];
      for (const field in item) {
        if (!known.has(field) && !this.warned[item.type].has(field)) this.report(item.type, field, ids[index]!);
      }
    }
  }

  private report(kind: Kind, field: string, id: Id): void {
    this.warned[kind].add(field);
    const hint = meant(kind, field);
    warn(
      'UNKNOWN_FIELD',
      `${this.layerName}: ${kind} ${quoteId(id)} has a field ${JSON.stringify(field)} that MapWeave does not read` +
        `${hint ? `; did you mean ${hint}?` : '.'} Known ${kind} fields: ${KNOWN_FIELDS[kind].join(', ')}; ` +
        'keep fields of your own in `data`',
    );
  }
}
