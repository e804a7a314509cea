/**
 * Writes /search-index.json after the build: the sections of every docs, API and release-note page,
 * and a symbol index in front of them: each export of the SDK's type declarations, each method of
 * its classes, each event, and each option, field and error code row of the reference, with the
 * place (page and anchor) that documents it. The navbar search loads it when first used.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {
  IndexedPage,
  IndexedSection,
  IndexedSymbol,
  PageKind,
  SearchIndex,
  SymbolKind,
} from '../../src/lib/search/types';
import {extractPage, type ExtractedPage} from './extract';
import {readSdkExports} from './symbols';

export const SEARCH_INDEX_FILE = 'search-index.json';

const ROW_KINDS: Record<string, SymbolKind> = {
  Option: 'option',
  Method: 'method',
  Field: 'field',
  Prop: 'prop',
  Member: 'member',
  Code: 'error',
};

function pageKind(route: string): PageKind | null {
  if (/^\/docs\/./.test(route)) return 'docs';
  if (/^\/api(\/|$)/.test(route)) return 'api';
  if (/^\/download\/\d/.test(route)) return 'release';
  if (route === '/licence') return 'licence';
  return null;
}

const withoutSlash = (url: string) => (url.length > 1 ? url.replace(/\/$/, '') : url);

export async function buildSearchIndex(
  outDir: string,
  routes: readonly string[],
  sdkDir: string,
): Promise<SearchIndex> {
  const pages: IndexedPage[] = [];
  const extracted: ExtractedPage[] = [];
  for (const route of [...new Set(routes.map(withoutSlash))].sort()) {
    const kind = pageKind(route);
    if (!kind) continue;
    const html = await readFile(path.join(outDir, route, 'index.html'), 'utf8');
    const page = extractPage(html);
    pages.push({url: route, title: page.title, kind});
    extracted.push(page);
  }
  const pageIndex = new Map(pages.map((page, index) => [page.url, index]));
  const sections: IndexedSection[] = extracted.flatMap((page, index) =>
    page.sections.map((section) => ({...section, page: index})),
  );

  const overview = extracted[pageIndex.get('/api') ?? -1];
  if (!overview) throw new Error('search index: no API overview at /api');
  const place = (href: string): {page: number; anchor: string} | null => {
    const url = new URL(href, 'https://site.invalid/api/');
    const page = pageIndex.get(withoutSlash(url.pathname));
    return page === undefined ? null : {page, anchor: decodeURIComponent(url.hash.slice(1))};
  };

  const symbols: IndexedSymbol[] = [];
  const {exports, events} = readSdkExports(sdkDir);
  const ownerOfPage = new Map<number, string>();
  for (const {name, kind} of exports) {
    const link = overview.links.get(kind === 'component' ? `${name} (React)` : name) ?? overview.links.get(name);
    const target = link && place(link.href);
    if (!target) throw new Error(`search index: the API overview has no link for ${name}`);
    if (kind === 'class' && !ownerOfPage.has(target.page)) ownerOfPage.set(target.page, name);
    symbols.push({name, kind, ...target, summary: link.summary});
  }
  for (const event of events) {
    const link = overview.links.get(event);
    const target = link && place(link.href);
    if (!target) throw new Error(`search index: the API overview has no link for the event ${event}`);
    symbols.push({name: event, kind: 'event', ...target, summary: link.summary});
  }

  const rowsByPage = extracted.map((page) => page.rows);
  for (const {name, kind, members} of exports) {
    if (kind !== 'class') continue;
    const classPage = symbols.find((symbol) => symbol.name === name)!.page;
    for (const member of members) {
      const row = rowsByPage[classPage]!.find(
        (candidate) => candidate.column === 'Method' && candidate.name === member,
      );
      if (row)
        symbols.push({
          name: `${name}.${member}`,
          kind: 'method',
          page: classPage,
          anchor: row.anchor,
          summary: row.summary,
        });
    }
  }
  const errorPage = symbols.find((symbol) => symbol.name === 'MapWeaveErrorCode')?.page;
  rowsByPage.forEach((rows, page) => {
    if (pages[page]!.kind !== 'api') return;
    for (const row of rows) {
      const kind = ROW_KINDS[row.column];
      if (!kind || kind === 'method') continue;
      // Error codes are documented together where MapWeaveErrorCode is; a layer page's table of its own is their context.
      const owner = kind === 'error' && page === errorPage ? null : (row.owner ?? ownerOfPage.get(page) ?? null);
      symbols.push({
        name: owner ? `${owner}.${row.name}` : row.name,
        kind,
        page,
        anchor: row.anchor,
        summary: row.summary,
      });
    }
  });
  return {pages, sections, symbols};
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths}) {
      // Paths in the index leave the base URL out; the search box adds it back.
      const routes = routesPaths
        .filter((route) => route.startsWith(context.baseUrl))
        .map((route) => `/${route.slice(context.baseUrl.length)}`);
      const index = await buildSearchIndex(outDir, routes, path.join(context.siteDir, 'packages/mapweave'));
      await writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
    },
  };
}
