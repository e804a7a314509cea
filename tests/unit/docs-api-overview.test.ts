import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, SDK_SRC, exportedNames, readPage} from './docs-content';

/** The names the overview lists: the link text of the first cell of each row. */
function overviewNames(): Set<string> {
  const names = [...readPage('api', 'index').matchAll(/^\| \[`([^`]+)`/gm)].map((match) => match[1]!);
  return new Set(names.map((name) => name.replace(/ \(React\)$/, '')));
}

describe('the API overview (/api)', () => {
  const listed = overviewNames();

  it.each(['index.ts', 'react/index.ts'])('lists every export of mapweave’s %s', (entry) => {
    const names = exportedNames(entry);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('lists every event', () => {
    const source = readFileSync(path.join(SDK_SRC, 'core/types.ts'), 'utf8');
    const eventMap = /export interface EventMap \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
    const events = [...eventMap.matchAll(/^\s+'?([a-z-]+)'?\??:/gm)].map((match) => match[1]!);
    expect(events.length).toBeGreaterThan(5);
    expect(events.filter((name) => !listed.has(name))).toEqual([]);
  });

  it('is where the help menu sends readers for the API reference', () => {
    const help = readFileSync(path.join(ROOT, 'src/theme/NavbarItem/HelpNavbarItem.tsx'), 'utf8');
    expect(help).toMatch(/<Link to="\/api\/" [^>]*>\s*API reference\s*<\/Link>/);
  });
});
