import {describe, expect, it} from 'vitest';
import {interfaceKeys, parseSource, readPage, section, tableRows} from './docs-content';

/** The fields a data table documents: every code span of a row's first cell (`latitude`, `longitude` → both). */
function documentedFields(page: string, heading: string): string[] {
  return tableRows(section(readPage('api', page), heading)).flatMap(([field]) =>
    [...(field ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!),
  );
}

const types = parseSource('core/types.ts');

/** Each data type with the interfaces that declare its fields (its own and the style it extends). */
const tables: {page: string; name: string; interfaces: string[]}[] = [
  {page: 'layers/network-layer', name: 'NetworkNode', interfaces: ['NetworkNode', 'NodeStyle']},
  {page: 'layers/network-layer', name: 'NetworkLink', interfaces: ['NetworkLink', 'LinkStyle']},
  {page: 'layers/observations-layer', name: 'Entity', interfaces: ['Entity']},
  {page: 'layers/observations-layer', name: 'Observation', interfaces: ['Observation']},
];

describe('data tables list exactly the fields of the types', () => {
  it.each(tables)('$name on api/$page', ({page, name, interfaces}) => {
    const fields = interfaces.flatMap((declaring) => interfaceKeys(types, declaring));
    expect(fields.length).toBeGreaterThan(2);
    expect(documentedFields(page, `\`${name}\``).sort()).toEqual([...new Set(fields)].sort());
  });
});
