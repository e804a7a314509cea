import {isSdkFeatureId, type SdkFeatureId} from './features';
import {createQueryReader, wordCounts} from '../lib/search/reading';
import {stem} from '../lib/search/terms';
import type {Framework} from '../lib/framework';

/**
 * An example lives in `examples/<id>/`: `meta.json` (title, description, features, docs),
 * `react.tsx` (default-exports the app component) and `javascript.ts` (draws into the
 * element with id `map`). Both sources are complete programs written against the SDK.
 */
export interface ExampleMeta {
  title: string;
  description: string;
  features: SdkFeatureId[];
  /** The docs and API pages the example illustrates, as site paths (`/docs/network-layer`). */
  docs: string[];
}

export interface ExampleSummary extends ExampleMeta {
  id: string;
}

export interface Example extends ExampleSummary {
  source: {react: string; javascript: string};
}

/** Each example's two programs: the file in `examples/<id>/` and the language of its code. */
export const EXAMPLE_SOURCE_FILES = {
  react: {file: 'react.tsx', language: 'tsx'},
  javascript: {file: 'javascript.ts', language: 'ts'},
} as const satisfies Record<Framework, {file: string; language: 'ts' | 'tsx'}>;

export const EXAMPLE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A docs or API page path: `/docs/<id>` or `/api/<path>`, no trailing slash, query or hash. */
export const DOC_PATH_PATTERN = /^\/(?:docs|api)(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

const TITLE_MAX = 80;
const DESCRIPTION_MAX = 400;

function requireText(id: string, record: Record<string, unknown>, key: string, max: number): string {
  const value = record[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`examples/${id}/meta.json: "${key}" must be a non-empty string`);
  }
  if (value.length > max) {
    throw new Error(`examples/${id}/meta.json: "${key}" must be at most ${max} characters, it has ${value.length}`);
  }
  return value;
}

/** Checks an example's id and `meta.json`; throws an error naming the file and the field. */
export function parseExampleMeta(id: string, value: unknown): ExampleMeta {
  if (!EXAMPLE_ID_PATTERN.test(id)) {
    throw new Error(`examples/${id}: the folder name must be lowercase words joined by hyphens`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`examples/${id}/meta.json: must be a JSON object`);
  }
  const record = value as Record<string, unknown>;
  const unknownKeys = Object.keys(record).filter((key) => !['title', 'description', 'features', 'docs'].includes(key));
  if (unknownKeys.length > 0) {
    throw new Error(`examples/${id}/meta.json: unknown field(s) ${unknownKeys.map((key) => `"${key}"`).join(', ')}`);
  }
  const features = record.features;
  if (!Array.isArray(features) || features.length === 0) {
    throw new Error(`examples/${id}/meta.json: "features" must be a non-empty array of SDK feature ids`);
  }
  const unknownFeatures = features.filter((feature) => !isSdkFeatureId(feature));
  if (unknownFeatures.length > 0) {
    throw new Error(
      `examples/${id}/meta.json: unknown feature(s) ${unknownFeatures.map((f) => JSON.stringify(f)).join(', ')}`,
    );
  }
  const docs = record.docs;
  if (!Array.isArray(docs) || docs.length === 0) {
    throw new Error(`examples/${id}/meta.json: "docs" must be a non-empty array of docs or API page paths`);
  }
  const badDocs = docs.filter((doc) => typeof doc !== 'string' || !DOC_PATH_PATTERN.test(doc));
  if (badDocs.length > 0) {
    throw new Error(
      `examples/${id}/meta.json: "docs" entries must look like "/docs/<id>" or "/api/<path>": ${badDocs.map((d) => JSON.stringify(d)).join(', ')}`,
    );
  }
  return {
    title: requireText(id, record, 'title', TITLE_MAX),
    description: requireText(id, record, 'description', DESCRIPTION_MAX),
    features: [...new Set(features as SdkFeatureId[])],
    docs: [...new Set(docs as string[])],
  };
}

/** The example a `?name=` query asks for, or `null` for a missing or unknown name. */
export function findExample<T extends ExampleSummary>(examples: readonly T[], name: string | null): T | null {
  if (name === null) return null;
  return examples.find((example) => example.id === name) ?? null;
}

export function exampleUrl(id: string): string {
  return `/examples/example?name=${encodeURIComponent(id)}`;
}

export interface ExampleFilter {
  /** Words that must all appear in the title, description or feature labels (any case); they rank the matches. */
  text: string;
  /** A feature the example must use, or `null` for any. */
  feature: SdkFeatureId | null;
}

/** How well one typed word matches a text: 2 a whole word (or another form of it), 1 the start of a word, 0 inside a word, null not at all. */
function wordMatch(text: string, word: string): number | null {
  const at = text.indexOf(word);
  const textWords = text.split(/[^a-z0-9]+/);
  const wordStem = stem(word);
  if (textWords.some((candidate) => stem(candidate) === wordStem)) return 2;
  if (at === -1) return null;
  return textWords.some((candidate) => candidate.startsWith(word)) ? 1 : 0;
}

/**
 * How relevant an example is to the typed words, or null when a word matches nowhere. Each word
 * counts its best match: a title beats a feature label, which beats the description; within a
 * field, a whole word beats the start of a word, which beats a match inside one.
 */
function relevance(fields: readonly string[], words: readonly string[]): number | null {
  let total = 0;
  for (const word of words) {
    let best: number | null = null;
    fields.forEach((field, rank) => {
      const match = wordMatch(field, word);
      if (match !== null) best = Math.max(best ?? 0, (fields.length - 1 - rank) * 3 + match);
    });
    if (best === null) return null;
    total += best;
  }
  return total;
}

/**
 * The examples that match a gallery filter, most relevant to its text first (gallery order among
 * equals). The text is read as the site search reads a query (src/lib/search/reading): misspelt
 * words corrected against the examples' own words, and readers' words (`cluster`) read as the
 * docs' (`proximity combine`).
 */
export function filterExamples<T extends ExampleSummary>(
  examples: readonly T[],
  filter: ExampleFilter,
  featureLabel: (feature: SdkFeatureId) => string,
): T[] {
  const candidates = examples.filter((example) => filter.feature === null || example.features.includes(filter.feature));
  const fieldsOf = (example: T) =>
    [`${example.title} ${example.id}`, example.features.map(featureLabel).join(' '), example.description].map((field) =>
      field.toLowerCase(),
    );
  const readings = filter.text.trim()
    ? createQueryReader(wordCounts(examples.flatMap(fieldsOf)))(filter.text).texts
    : [''];
  const scored: Array<{example: T; score: number}> = [];
  for (const example of candidates) {
    const fields = fieldsOf(example);
    let best: number | null = null;
    for (const reading of readings) {
      const score = relevance(fields, reading.toLowerCase().split(/\s+/).filter(Boolean));
      if (score !== null) best = Math.max(best ?? 0, score);
    }
    if (best !== null) scored.push({example, score: best});
  }
  return scored.sort((a, b) => b.score - a.score).map(({example}) => example);
}

/** The CSS size of an example's thumbnail; `npm run thumbnails` writes it at each density. */
export const EXAMPLE_THUMBNAIL_SIZE = {width: 360, height: 225} as const;

/** Device pixels per CSS pixel that `npm run thumbnails` writes a thumbnail for. */
export type ThumbnailDensity = 1 | 2;

/** Thumbnail of an example, as `npm run thumbnails` writes it: `EXAMPLE_THUMBNAIL_SIZE` times `density`. */
export function exampleThumbnailUrl(id: string, colorMode: 'light' | 'dark', density: ThumbnailDensity = 1): string {
  return `/img/examples/${id}-${colorMode}${density === 2 ? '@2x' : ''}.webp`;
}

/** The examples whose `meta.json` names a docs or API page, in the order given. */
export function examplesForDoc<T extends ExampleSummary>(examples: readonly T[], docPath: string): T[] {
  const path = docPath.replace(/\/+$/, '');
  return examples.filter((example) => example.docs.includes(path));
}

export function playgroundUrl(id: string): string {
  return `/playground?example=${encodeURIComponent(id)}`;
}
