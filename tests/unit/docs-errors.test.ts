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

const errorCodes = stringUnion(parseSource('core/errors.ts'), 'MapWeaveErrorCode');
const warningCodes = stringUnion(parseSource('core/warnings.ts'), 'MapWeaveWarningCode');
const codes = [...errorCodes, ...warningCodes];

/** The codes in the first column of a section's tables. */
function documentedCodes(sectionText: string): string[] {
  return tableRows(sectionText)
    .map(([first]) => codeSpan(first ?? ''))
    .filter((code): code is string => code !== null && /^[A-Z_]+$/.test(code));
}

describe('api/types documents every MapWeaveError code', () => {
  const documented = documentedCodes(section(readPage('api', 'types'), 'Errors'));

  it('reads the codes of the SDK', () => {
    expect(errorCodes).toContain('UNKNOWN_LINK_END');
    expect(warningCodes).toContain('CONTAINER_HAS_NO_SIZE');
  });

  it('has one row per code and no row for a code that does not exist', () => {
    expect([...documented].sort()).toEqual([...errorCodes].sort());
  });

  it('has one row per warning code in its Warnings section', () => {
    expect(documentedCodes(section(readPage('api', 'types'), 'Warnings')).sort()).toEqual([...warningCodes].sort());
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
