import {describe, expect, it} from 'vitest';
import {
  codeSpan,
  exportedNames,
  listPages,
  parseSource,
  readPage,
  section,
  stringUnion,
  tableRows,
} from './docs-content';

const codes = stringUnion(parseSource('core/errors.ts'), 'MapWeaveErrorCode');

describe('api/types documents every MapWeaveError code', () => {
  const errorsSection = section(readPage('api', 'types'), 'Errors');
  const documented = tableRows(errorsSection)
    .map(([first]) => codeSpan(first ?? ''))
    .filter((code): code is string => code !== null && /^[A-Z_]+$/.test(code));

  it('reads the codes of the SDK', () => {
    expect(codes).toContain('UNKNOWN_LINK_END');
  });

  it('has one row per code and no row for a code that does not exist', () => {
    expect([...documented].sort()).toEqual([...codes].sort());
  });
});

describe('pages name only codes that exist', () => {
  // Exported constants such as `BASEMAP_COLORS` are written in capitals too.
  const constants = new Set(exportedNames('index.ts'));
  const pages = [
    ...listPages('docs').map((id) => ['docs', id] as const),
    ...listPages('api').map((id) => ['api', id] as const),
  ];
  it.each(pages)('%s/%s', (root, page) => {
    const named = [...readPage(root, page).matchAll(/`([A-Z]+(?:_[A-Z]+)+)`/g)].map((match) => match[1]!);
    expect(named.filter((code) => !codes.includes(code) && !constants.has(code))).toEqual([]);
  });
});
