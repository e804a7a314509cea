/**
 * How a query is read before it is matched, by the site search and the examples filter alike: a
 * misspelt word becomes the known word it is closest to, and a reader's word for something the
 * docs call otherwise (`cluster`, `screenshot`) is searched as the docs' word too (./synonyms).
 */
import {stem} from './terms';
import {SYNONYMS, type Synonym} from './synonyms';

export interface QueryReading {
  /** The query with its misspelt words corrected, or null when it has none. */
  corrected: string | null;
  /** What to search for, best first: the (corrected) query, then what its synonyms mean. */
  texts: string[];
}

/** Words shorter than this are never corrected: too many short words are one letter apart. */
const SHORTEST_CORRECTED = 5;

/** Edits allowed to correct a word of this length: one up to 7 letters, two from 8. */
function allowedEdits(length: number): number {
  return length >= 8 ? 2 : 1;
}

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and swaps of neighbours),
 * or `limit + 1` as soon as it must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2]! + 1);
      row.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous2 = previous;
    previous = row;
  }
  return previous[b.length]!;
}

const lowerWords = (text: string): string[] => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** The vocabulary of some texts for `createQueryReader`: each lower-case word and how often it occurs. */
export function wordCounts(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const word of texts.flatMap(lowerWords)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Whether `phrase` (stemmed words) occurs in `words` (stemmed) at `at`. */
function occursAt(words: readonly string[], phrase: readonly string[], at: number): boolean {
  return phrase.every((word, offset) => words[at + offset] === word);
}

function synonymTexts(query: string, synonyms: readonly Synonym[]): string[] {
  const words = lowerWords(query);
  const stems = words.map(stem);
  const texts: string[] = [];
  for (const synonym of synonyms) {
    for (const phrase of synonym.words) {
      const phraseStems = lowerWords(phrase).map(stem);
      const at = stems.findIndex((_, index) => occursAt(stems, phraseStems, index));
      if (at < 0) continue;
      // The entry's other words say the same again (`export png`): the meaning stands for them too.
      const entryStems = new Set(synonym.words.flatMap(lowerWords).map(stem));
      const rest = (from: number, to: number) =>
        words.slice(from, to).filter((_, i) => !entryStems.has(stems[from + i]!));
      for (const meaning of synonym.means) {
        texts.push([...rest(0, at), meaning, ...rest(at + phraseStems.length, words.length)].join(' '));
      }
      break;
    }
  }
  return texts;
}

/**
 * A query reader over a vocabulary: every word the searched texts hold, with how often (a more
 * frequent word wins a tie between corrections). The synonyms' words join it, so that `clustring`
 * is corrected to `clustering` and then read as proximity combining.
 */
export function createQueryReader(
  vocabulary: ReadonlyMap<string, number>,
  synonyms: readonly Synonym[] = SYNONYMS,
): (query: string) => QueryReading {
  const known = new Map(vocabulary);
  for (const synonym of synonyms)
    for (const word of synonym.words.flatMap(lowerWords)) known.set(word, known.get(word) ?? 1);
  const knownStems = new Set([...known.keys()].map(stem));
  const candidates = [...known].filter(([word]) => word.length >= SHORTEST_CORRECTED - 1 && !/\d/.test(word));

  const isKnown = (word: string) => {
    if (known.has(word) || knownStems.has(stem(word))) return true;
    // A word still being typed: `proxim` on its way to `proximity`.
    for (const candidate of known.keys()) if (candidate.startsWith(word)) return true;
    return false;
  };

  const correction = (word: string): string | null => {
    if (word.length < SHORTEST_CORRECTED || /\d/.test(word) || isKnown(word)) return null;
    const limit = allowedEdits(word.length);
    let best: {word: string; distance: number; count: number} | null = null;
    for (const [candidate, count] of candidates) {
      const distance = editDistance(word, candidate, limit);
      if (distance > limit) continue;
      if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
        best = {word: candidate, distance, count};
      }
    }
    return best?.word ?? null;
  };

  return (query) => {
    let changed = false;
    // Only whole lower-case words are corrected; `fitBouns` or `UNKNOWN_ID` are names, kept as typed.
    const corrected = query.replace(/(?<![\w.])[A-Za-z]+(?![\w.])/g, (token) => {
      if (token !== token.toLowerCase()) return token;
      const fixed = correction(token);
      if (fixed === null) return token;
      changed = true;
      return fixed;
    });
    const read = changed ? corrected : query;
    return {corrected: changed ? corrected : null, texts: [...new Set([read, ...synonymTexts(read, synonyms)])]};
  };
}
