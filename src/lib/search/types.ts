/** The search index the build writes to /search-index.json (plugins/search-index) and the browser reads. */

/** `licence`: the licence page (/licence), the one page outside the docs that the search covers. */
export type PageKind = 'docs' | 'api' | 'release' | 'licence';

export type SymbolKind =
  | 'class'
  | 'component'
  | 'function'
  | 'type'
  | 'constant'
  | 'method'
  | 'option'
  | 'field'
  | 'prop'
  | 'member'
  | 'event'
  | 'error';

export interface IndexedPage {
  /** Site path without a trailing slash, e.g. `/api/types`. */
  url: string;
  title: string;
  kind: PageKind;
}

/** A part of a page under one heading (the part above the first heading has the page title as heading). */
export interface IndexedSection {
  page: number;
  /** The heading's id, or '' for the top of the page. */
  anchor: string;
  heading: string;
  text: string;
}

/** An API symbol and the place that documents it. */
export interface IndexedSymbol {
  /** Qualified where it has an owner: `NetworkLayer.merge`, `MapWeave.flyTo`, `click`. */
  name: string;
  kind: SymbolKind;
  page: number;
  anchor: string;
  /** One line about it, from its table row or the API overview. */
  summary: string;
}

export interface SearchIndex {
  pages: IndexedPage[];
  sections: IndexedSection[];
  symbols: IndexedSymbol[];
}

export interface SearchResult {
  /** Path and hash to open. */
  url: string;
  title: string;
  /** The title of the page it is on, or '' for a page itself. */
  context: string;
  excerpt: string;
  kind: PageKind;
  symbol: SymbolKind | null;
}
