/** Reading a built page's article into search sections and the reference rows that carry an id. */
import {JSDOM} from 'jsdom';
import type {IndexedSection} from '../../src/lib/search/types';

export interface ReferenceRow {
  anchor: string;
  /** The first column's header: Option, Method, Field, Code… */
  column: string;
  /** The row's name as written: `nodeDefaults.color`, `merge`. */
  name: string;
  /** The code heading the row sits under (`MapWeave`, `NetworkNode`), if any. */
  owner: string | null;
  /** The last cell's text. */
  summary: string;
}

export interface ExtractedPage {
  title: string;
  sections: Omit<IndexedSection, 'page'>[];
  rows: ReferenceRow[];
  /** Links in a table's first cell (the API overview's): the code they show → their target and the row's last cell. */
  links: Map<string, {href: string; summary: string}>;
}

const BLOCKS = 'p, li, td, th, blockquote, dt, dd, summary';

const clean = (value: string) =>
  value
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A heading that is a single name in code: `### \`NetworkNode\``. */
function codeHeading(heading: Element): string | null {
  const code = heading.querySelector('code');
  return code && clean(heading.textContent ?? '') === clean(code.textContent ?? '')
    ? clean(code.textContent ?? '')
    : null;
}

export function extractPage(html: string): ExtractedPage {
  const {document} = new JSDOM(html).window;
  const article = document.querySelector('article');
  const content = article?.querySelector('.markdown') ?? article;
  const title = clean(article?.querySelector('h1')?.textContent ?? document.title.replace(/ \| MapWeave$/, ''));
  const sections: ExtractedPage['sections'] = [{anchor: '', heading: title, text: ''}];
  const rows: ReferenceRow[] = [];
  const links: ExtractedPage['links'] = new Map();
  if (!content) return {title, sections, rows, links};

  const owners: Record<'H2' | 'H3', string | null> = {H2: null, H3: null};
  const texts: string[][] = [[]];
  for (const element of content.querySelectorAll(`h2[id], h3[id], ${BLOCKS}`)) {
    if (element.matches('h2, h3')) {
      owners[element.tagName as 'H2' | 'H3'] = codeHeading(element);
      if (element.tagName === 'H2') owners.H3 = null;
      sections.push({anchor: element.id, heading: clean(element.textContent ?? ''), text: ''});
      texts.push([]);
      continue;
    }
    // A block inside another (a paragraph in a list item) is read with the outer one.
    if (element.parentElement?.closest(BLOCKS)) continue;
    if (element.closest('pre')) continue;
    texts[texts.length - 1]!.push(clean(element.textContent ?? ''));
  }
  sections.forEach((section, index) => (section.text = texts[index]!.filter(Boolean).join(' ')));

  let owner: string | null = null;
  for (const heading of content.querySelectorAll('h2[id], h3[id], table')) {
    if (heading.tagName !== 'TABLE') {
      const name = codeHeading(heading);
      if (heading.tagName === 'H2') owner = name;
      else owner = name ?? owner;
      continue;
    }
    const column = clean(heading.querySelector('thead th')?.textContent ?? '');
    for (const row of heading.querySelectorAll('tbody tr')) {
      const cells = row.querySelectorAll('td');
      const firstCode = cells[0]?.querySelector('code');
      const link = cells[0]?.querySelector('a[href]');
      const summary = clean(cells[cells.length - 1]?.textContent ?? '');
      if (link && firstCode) links.set(clean(link.textContent ?? ''), {href: link.getAttribute('href') ?? '', summary});
      if (!row.id || !firstCode) continue;
      rows.push({
        anchor: row.id,
        column,
        name: clean(firstCode.textContent ?? '').replace(/\(.*$/s, ''),
        owner,
        summary,
      });
    }
  }
  return {title, sections: sections.filter((section) => section.text || section.anchor === ''), rows, links};
}
