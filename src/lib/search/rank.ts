import {createQueryReader, type QueryReading} from './reading';
import {compact, stem, terms, words} from './terms';
import type {IndexedSection, IndexedSymbol, PageKind, SearchIndex, SearchResult} from './types';

/** Release notes mention every feature once more; for the same match, the guide or reference comes first. */
const KIND_WEIGHT: Record<PageKind, number> = {docs: 1, api: 1, licence: 1, release: 0.7};

/** A synonym's reading weighs a little less than the words as typed, so a page that uses the reader's own word stays first. */
const SYNONYM_WEIGHT = 0.9;

/**
 * The most characters of a query that are read: far more than any real query, and few enough that
 * a pasted page (every word looked up for a correction) cannot block the page while it is read.
 */
export const MAX_QUERY_LENGTH = 200;

/** Words a reader adds to say which kind of page they want: `release 1.5`, `api merge`. */
const KIND_TERMS: Record<PageKind, string[]> = {
  docs: ['guide', 'doc'],
  api: ['api', 'reference'],
  licence: ['licence', 'legal', 'terms'],
  release: ['release', 'note', 'changelog', 'download'],
};

/** What a symbol is called when a reader adds what it is: `click event`, `flyTo method`. */
const KIND_WORD: Partial<Record<IndexedSymbol['kind'], string>> = {
  method: 'method',
  option: 'option',
  event: 'event',
  error: 'error',
  class: 'class',
  component: 'component',
};

interface PreparedSection {
  section: IndexedSection;
  heading: Set<string>;
  headingPhrase: string;
  title: Set<string>;
  body: Map<string, number>;
  /** Less for a long section: a word among a thousand says less about it than among fifty. */
  bodyWeight: number;
  bodyPhrase: string;
}

interface PreparedSymbol {
  symbol: IndexedSymbol;
  /** The whole name and each dotted tail, compacted: `networklayermerge`, `merge`. */
  names: string[];
  /** Whether each of `names` is distinctive. */
  distinctiveNames: boolean[];
  /** The last part as written, for case-sensitive matches. */
  last: string;
  withKind: string | null;
}

function counts(list: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const item of list) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

/**
 * A name no prose word looks like (`flyTo`, `hover-start`, `nodeDefaults.color`, `UNKNOWN_ID`,
 * `MapWeave`), so a case-insensitive match is no accident; `interleaved` or `Trajectory` are not.
 */
function isDistinctive(name: string): boolean {
  return /[._-]/.test(name) || /[a-z0-9][A-Z]/.test(name);
}

function prepareSymbol(symbol: IndexedSymbol): PreparedSymbol {
  const parts = symbol.name.split('.');
  const tails = parts.map((_, index) => parts.slice(index).join('.'));
  const last = parts[parts.length - 1]!;
  const kindWord = KIND_WORD[symbol.kind];
  return {
    symbol,
    names: tails.map(compact),
    distinctiveNames: tails.map(isDistinctive),
    last,
    withKind: kindWord ? compact(`${last} ${kindWord}`) : null,
  };
}

/** How well a typed query names a symbol; 0 when it does not. */
function symbolScore(prepared: PreparedSymbol, query: string, typed: string): number {
  if (typed.length < 2) return 0;
  const exact = prepared.names.indexOf(typed);
  if (exact === 0 && prepared.distinctiveNames[0]) return 100;
  // Typed as written: `Trajectory` means the type; `interleaved` may mean the prose word.
  if (query.trim() === prepared.last && (isDistinctive(prepared.last) || /[A-Z]/.test(prepared.last))) return 95;
  if (exact >= 0) return prepared.distinctiveNames[exact] ? 90 : 10;
  if (typed === prepared.withKind) return 80;
  const whole = prepared.names[0]!;
  if (
    typed.length >= 4 &&
    prepared.names.some((name, index) => prepared.distinctiveNames[index] && name.startsWith(typed))
  ) {
    return 5 + (10 * typed.length) / whole.length;
  }
  return 0;
}

function prepareSection(section: IndexedSection, title: string, kind: PageKind): PreparedSection {
  const body = terms(section.text);
  return {
    section,
    heading: new Set(terms(section.heading)),
    headingPhrase: ` ${words(section.heading).join(' ')} `,
    title: new Set([...terms(title), ...KIND_TERMS[kind].map(stem)]),
    body: counts(body),
    bodyWeight: 0.5 + 1 / (1 + body.length / 400),
    bodyPhrase: ` ${words(section.text).join(' ')} `,
  };
}

function hasPrefix(set: Iterable<string>, term: string): boolean {
  if (term.length < 3) return false;
  for (const candidate of set) if (candidate.startsWith(term)) return true;
  return false;
}

/** How well a section answers the query's terms; 0 when none is in it. */
function sectionScore(prepared: PreparedSection, queryTerms: readonly string[], phrase: string): number {
  let total = 0;
  let matched = 0;
  let inHeading = 0;
  for (const term of queryTerms) {
    let score = 0;
    if (prepared.heading.has(term)) score += 10;
    else if (hasPrefix(prepared.heading, term)) score += 6;
    if (score > 0) inHeading += 1;
    if (prepared.title.has(term)) score += 4;
    const count = prepared.body.get(term) ?? 0;
    if (count > 0) score += (1 + 0.5 * Math.min(count, 6)) * prepared.bodyWeight;
    else if (score === 0 && hasPrefix(prepared.body.keys(), term)) score += 1;
    if (score > 0) matched += 1;
    total += score;
  }
  if (matched === 0) return 0;
  if (matched < queryTerms.length) return (total * matched) / queryTerms.length / 3;
  if (queryTerms.length > 1 && prepared.headingPhrase.includes(phrase)) total += 12;
  else if (queryTerms.length > 1 && prepared.bodyPhrase.includes(phrase)) total += 5;
  // A heading that is about the query and little else: `Tracker nodes` before `Tracker node positions`.
  if (prepared.heading.size > 0) total += (6 * inHeading) / prepared.heading.size;
  return total;
}

function excerpt(text: string, queryWords: readonly string[]): string {
  const lower = text.toLowerCase();
  const at = queryWords.map((word) => lower.indexOf(word)).find((index) => index >= 0) ?? 0;
  const start = Math.max(0, at - 60);
  const slice = text.slice(start, start + 160).trim();
  return `${start > 0 ? '…' : ''}${slice}${start + 160 < text.length ? '…' : ''}`;
}

/** Every word of the index, with how often it occurs: what a misspelt query word is corrected to. */
function vocabulary(index: SearchIndex): Map<string, number> {
  const texts = [
    ...index.pages.map((page) => page.title),
    ...index.sections.flatMap((section) => [section.heading, section.text]),
    ...index.symbols.map((symbol) => symbol.name),
  ];
  return counts(texts.flatMap(words));
}

export interface Search {
  (query: string, limit?: number): SearchResult[];
  /** How the search reads a query: its spelling corrected, and what it also searches for. */
  read: (query: string) => QueryReading;
}

/**
 * A search over an index: API symbols typed in any case or spelling, then the text of every
 * section; misspelt words corrected and readers' words read as the docs' too (./reading).
 */
export function createSearch(index: SearchIndex): Search {
  const symbols = index.symbols.map(prepareSymbol);
  const sections = index.sections.map((section) => {
    const page = index.pages[section.page]!;
    return prepareSection(section, page.title, page.kind);
  });
  const read = createQueryReader(vocabulary(index));

  const score = (query: string, weight: number, scored: Map<string, {score: number; result: SearchResult}>) => {
    const typed = compact(query);
    const queryTerms = terms(query);
    const queryWords = words(query);
    if (!typed) return;
    const phrase = ` ${queryWords.join(' ')} `;
    const keep = (value: number, result: SearchResult) => {
      const current = scored.get(result.url);
      if (!current || current.score < value) scored.set(result.url, {score: value, result});
    };

    for (const prepared of symbols) {
      const symbolMatch = symbolScore(prepared, query, typed);
      if (symbolMatch === 0) continue;
      const {symbol} = prepared;
      const page = index.pages[symbol.page]!;
      keep(symbolMatch * KIND_WEIGHT[page.kind] * weight, {
        url: page.url + (symbol.anchor ? `#${symbol.anchor}` : ''),
        title: symbol.name,
        context: page.title,
        excerpt: symbol.summary,
        kind: page.kind,
        symbol: symbol.kind,
      });
    }
    if (queryTerms.length === 0) return;
    for (const prepared of sections) {
      const sectionMatch = sectionScore(prepared, queryTerms, phrase);
      if (sectionMatch === 0) continue;
      const {section} = prepared;
      const page = index.pages[section.page]!;
      keep(sectionMatch * KIND_WEIGHT[page.kind] * weight, {
        url: page.url + (section.anchor ? `#${section.anchor}` : ''),
        title: section.heading,
        context: section.anchor ? page.title : '',
        excerpt: excerpt(section.text, queryWords),
        kind: page.kind,
        symbol: null,
      });
    }
  };

  const readCapped = (query: string) => read(query.slice(0, MAX_QUERY_LENGTH));
  const search = (query: string, limit = 8): SearchResult[] => {
    const scored = new Map<string, {score: number; result: SearchResult}>();
    readCapped(query).texts.forEach((text, rank) => score(text, rank === 0 ? 1 : SYNONYM_WEIGHT, scored));
    return [...scored.values()]
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({result}) => result);
  };
  return Object.assign(search, {read: readCapped});
}
