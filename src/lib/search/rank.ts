import {compact, terms, words} from './terms';
import type {IndexedSection, IndexedSymbol, PageKind, SearchIndex, SearchResult} from './types';

/** Release notes mention every feature once more; for the same match, the guide or reference comes first. */
const KIND_WEIGHT: Record<PageKind, number> = {docs: 1, api: 1, release: 0.7};

/** Words a reader adds to say which kind of page they want: `release 1.5`, `api merge`. */
const KIND_TERMS: Record<PageKind, string[]> = {
  docs: ['guide', 'doc'],
  api: ['api', 'reference'],
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
    title: new Set([...terms(title), ...KIND_TERMS[kind]]),
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

/** A search over an index: API symbols typed in any case or spelling, then the text of every section. */
export function createSearch(index: SearchIndex): (query: string, limit?: number) => SearchResult[] {
  const symbols = index.symbols.map(prepareSymbol);
  const sections = index.sections.map((section) => {
    const page = index.pages[section.page]!;
    return prepareSection(section, page.title, page.kind);
  });

  return (query, limit = 8) => {
    const typed = compact(query);
    const queryTerms = terms(query);
    const queryWords = words(query);
    if (!typed) return [];
    const phrase = ` ${queryWords.join(' ')} `;
    const scored: Array<{score: number; result: SearchResult}> = [];

    for (const prepared of symbols) {
      const score = symbolScore(prepared, query, typed);
      if (score === 0) continue;
      const {symbol} = prepared;
      const page = index.pages[symbol.page]!;
      scored.push({
        score: score * KIND_WEIGHT[page.kind],
        result: {
          url: page.url + (symbol.anchor ? `#${symbol.anchor}` : ''),
          title: symbol.name,
          context: page.title,
          excerpt: symbol.summary,
          kind: page.kind,
          symbol: symbol.kind,
        },
      });
    }
    if (queryTerms.length > 0) {
      for (const prepared of sections) {
        const score = sectionScore(prepared, queryTerms, phrase);
        if (score === 0) continue;
        const {section} = prepared;
        const page = index.pages[section.page]!;
        scored.push({
          score: score * KIND_WEIGHT[page.kind],
          result: {
            url: page.url + (section.anchor ? `#${section.anchor}` : ''),
            title: section.heading,
            context: section.anchor ? page.title : '',
            excerpt: excerpt(section.text, queryWords),
            kind: page.kind,
            symbol: null,
          },
        });
      }
    }

    const seen = new Set<string>();
    const results: SearchResult[] = [];
    for (const {result} of scored.sort((a, b) => b.score - a.score)) {
      if (seen.has(result.url)) continue;
      seen.add(result.url);
      results.push(result);
      if (results.length === limit) break;
    }
    return results;
  };
}
