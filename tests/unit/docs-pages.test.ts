import {describe, expect, it} from 'vitest';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import docsSidebars from '../../sidebars';
import apiSidebars from '../../sidebarsApi';
import {API_PAGES, DOC_IDS} from '../spec-routes';
import {listPages, readPage, type ContentRoot} from './docs-content';

const SPEC_DOCS = [...DOC_IDS];
// The spec's API pages, the overview and the TimeBar's page.
const SPEC_API = [...API_PAGES, 'index', 'timebar'].sort();

/** Doc ids of a sidebar, in order, through categories. */
function sidebarDocIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarDocIds);
  if (typeof items === 'object' && items !== null) {
    const item = items as {type?: string; id?: string; items?: unknown};
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category') return sidebarDocIds(item.items);
  }
  throw new Error(`Unexpected sidebar item ${JSON.stringify(items)}`);
}

function onlySidebar(sidebars: SidebarsConfig): unknown {
  const values = Object.values(sidebars);
  expect(values).toHaveLength(1);
  return values[0];
}

describe('pages of the spec', () => {
  it('docs/ holds exactly the 15 docs pages', () => {
    expect(listPages('docs')).toEqual(SPEC_DOCS);
  });

  it('api/ holds exactly the API overview and the 10 reference pages', () => {
    expect(listPages('api')).toEqual(SPEC_API);
  });

  it('the docs sidebar lists every doc once, MapWeave basics first', () => {
    const ids = sidebarDocIds(onlySidebar(docsSidebars));
    expect(ids[0]).toBe('mapweave-basics');
    expect([...ids].sort()).toEqual(SPEC_DOCS);
  });

  it('the API sidebar lists every API page once, the overview first', () => {
    const ids = sidebarDocIds(onlySidebar(apiSidebars));
    expect(ids[0]).toBe('index');
    expect([...ids].sort()).toEqual(SPEC_API);
  });

  it('MapWeave basics keeps its URL (no slug in its front matter)', () => {
    expect(readPage('docs', 'mapweave-basics')).not.toMatch(/^slug:/m);
  });
});

describe('framework variants', () => {
  const pages = [...SPEC_DOCS.map((id) => ['docs', id] as const), ...SPEC_API.map((id) => ['api', id] as const)];

  it.each(pages)(
    '%s/%s has a JavaScript variant for every React one and vice versa',
    (root: ContentRoot, id: string) => {
      const content = readPage(root, id);
      const react = content.match(/<ForFramework only="react">/g)?.length ?? 0;
      const javascript = content.match(/<ForFramework only="javascript">/g)?.length ?? 0;
      expect(react).toBe(javascript);
      expect(content.match(/<ForFramework only="(?!react"|javascript")/g)).toBeNull();
      expect(content.match(/<\/ForFramework>/g)?.length ?? 0).toBe(react + javascript);
    },
  );

  it('every page with SDK code shows it for both frameworks', () => {
    const withoutVariants = pages
      .filter(([root, id]) => /from 'mapweave\/react'/.test(readPage(root, id)))
      .filter(([root, id]) => !readPage(root, id).includes('<ForFramework only="javascript">'))
      .map(([root, id]) => `${root}/${id}`);
    expect(withoutVariants).toEqual([]);
  });
});
