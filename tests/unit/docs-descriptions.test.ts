import {describe, expect, it} from 'vitest';
import {listPages, readPage} from './docs-content';

interface Table {
  header: string[];
  rows: string[][];
}

function cells(line: string): string[] {
  return line
    .trim()
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** Every markdown table of a page, with its header row. */
function tables(markdown: string): Table[] {
  const found: Table[] = [];
  let current: Table | null = null;
  for (const line of markdown.split('\n')) {
    if (!/^\s*\|.*\|\s*$/.test(line)) {
      current = null;
      continue;
    }
    if (/^\s*\|[\s|:-]+\|\s*$/.test(line)) continue;
    if (current) current.rows.push(cells(line));
    else found.push((current = {header: cells(line), rows: []}));
  }
  return found;
}

/** Options, fields, props, methods and events are documented row by row: no row may leave its Description empty. */
describe.each(listPages('api'))('api/%s', (page) => {
  const described = tables(readPage('api', page)).filter((table) => table.header.includes('Description'));
  const missing = described.flatMap(({header, rows}) => {
    const column = header.indexOf('Description');
    return rows.filter((row) => !row[column]).map((row) => `${header[0]} ${row[0]}`);
  });

  it('describes every row of its tables', () => {
    expect(missing).toEqual([]);
  });
});
