/**
 * Loading a demo's data file, `static/data/demos/<id>.json` (written by `npm run data`,
 * scripts/data/index.mjs): `{"demo": id, "sources": [...], "data": {...}}`.
 */

export interface DemoDataFile<T> {
  demo: string;
  sources: string[];
  data: T;
}

export const DEMO_DATA_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The URL of a data set under the site's base URL (which ends with `/`). */
export function demoDataUrl(baseUrl: string, id: string): string {
  if (!DEMO_DATA_ID_PATTERN.test(id)) throw new Error(`Demo data id "${id}" is not a lowercase-hyphenated id`);
  return `${baseUrl}data/demos/${id}.json`;
}

/** Checks the envelope of a parsed data file; the demo checks `data` itself. */
export function readDemoDataFile<T>(id: string, parsed: unknown): DemoDataFile<T> {
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`Demo data "${id}" is not a JSON object`);
  const file = parsed as Partial<DemoDataFile<T>>;
  if (file.demo !== id) throw new Error(`Demo data "${id}": the file is for "${String(file.demo)}"`);
  if (!Array.isArray(file.sources) || file.sources.length === 0) throw new Error(`Demo data "${id}" names no sources`);
  if (typeof file.data !== 'object' || file.data === null) throw new Error(`Demo data "${id}" has no data object`);
  return file as DemoDataFile<T>;
}

/** Fetches and checks a data set; rejects with a message naming the data set and what failed. */
export async function fetchDemoData<T>(baseUrl: string, id: string, signal?: AbortSignal): Promise<T> {
  const url = demoDataUrl(baseUrl, id);
  const response = await fetch(url, {signal});
  if (!response.ok) throw new Error(`Demo data "${id}" could not be loaded: ${url} answered ${response.status}`);
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    throw new Error(`Demo data "${id}" at ${url} is not valid JSON`);
  }
  return readDemoDataFile<T>(id, parsed).data;
}
