/**
 * How the site's search reads text and queries: `fitBounds`, `fit bounds` and `FIT-BOUNDS` read
 * alike, `NetworkLayer.merge` is three words, plurals and -ing forms meet their stem.
 */

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'for',
  'from',
  'how',
  'i',
  'in',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * Words in reading order, lower-case, version numbers kept whole. A camelCase word gives its parts
 * and then itself (`MapWeave` → `map`, `weave`, `mapweave`), so `fly to` and `flyto` both find it.
 */
export function words(text: string): string[] {
  return (text.match(/\d+(?:\.\d+)+|[A-Za-z0-9]+/g) ?? []).flatMap((token) => {
    const parts = token
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .toLowerCase()
      .split(' ');
    return parts.length > 1 ? [...parts, token.toLowerCase()] : parts;
  });
}

/**
 * A light English stemmer: enough for plurals, -ing/-ed forms and a final e to meet (`filters`,
 * `filtering`, `filter`; `combine`, `combining`).
 */
export function stem(word: string): string {
  const stemmed = suffixless(word);
  return stemmed.length > 4 && stemmed.endsWith('e') && !/\d/.test(stemmed) ? stemmed.slice(0, -1) : stemmed;
}

function suffixless(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  return word;
}

/** The searchable terms of a text: words without stop words, stemmed. */
export function terms(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stem);
}

/** A text with case and every separator gone: `fly to`, `flyTo` and `fly-to` all give `flyto`. */
export function compact(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, '');
}
