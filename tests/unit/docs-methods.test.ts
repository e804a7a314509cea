import {describe, expect, it} from 'vitest';
import ts from 'typescript';
import {interfaceKeys, parseSource, publicMethods, readPage, section} from './docs-content';

/** The API every layer has, documented once under "Common layer API" on api/types. */
const COMMON_LAYER_API = ['data', 'options', 'resetOptions', 'visible', 'filter', 'getBounds'];
/** Layer methods the map instance drives (attach, renderLayers, toEventItem…): not for applications. */
const layerLifecycle = publicMethods(parseSource('core/Layer.ts'), 'Layer').filter(
  (name) => !COMMON_LAYER_API.includes(name),
);

const classes: {file: string; className: string; page: string; heading: string}[] = [
  {file: 'map/MapWeave.ts', className: 'MapWeave', page: 'types', heading: 'Methods'},
  {file: 'layers/network/NetworkLayer.ts', className: 'NetworkLayer', page: 'layers/network-layer', heading: 'Methods'},
  {
    file: 'layers/observations/ObservationsLayer.ts',
    className: 'ObservationsLayer',
    page: 'layers/observations-layer',
    heading: 'Methods',
  },
  {file: 'layers/geojson/GeoJsonLayer.ts', className: 'GeoJsonLayer', page: 'layers/geojson-layer', heading: 'Methods'},
  {file: 'layers/tile/TileLayer.ts', className: 'TileLayer', page: 'layers/tile-layer', heading: 'Methods'},
  {file: 'ui/timebar/TimeBar.ts', className: 'TimeBar', page: 'timebar', heading: 'Methods'},
];

describe('every public method is in the API reference', () => {
  it('reads the common layer API from the Layer class', () => {
    expect(publicMethods(parseSource('core/Layer.ts'), 'Layer')).toEqual(expect.arrayContaining(COMMON_LAYER_API));
  });

  it.each(classes)('$className on api/$page', ({file, className, page, heading}) => {
    const methods = publicMethods(parseSource(file), className).filter(
      (name) => !layerLifecycle.includes(name) && !COMMON_LAYER_API.includes(name),
    );
    const text = section(readPage('api', page), heading);
    expect(methods.filter((name) => !text.includes(`\`${name}(`))).toEqual([]);
  });

  it('documents the common layer API on api/types', () => {
    const text = section(readPage('api', 'types'), 'Common layer API');
    expect(COMMON_LAYER_API.filter((name) => !text.includes(`\`${name}(`))).toEqual([]);
  });
});

/** The method names picked by `type MapMethods = Pick<MapWeave, 'a' | 'b'>` in the React bindings. */
function pickedMethods(source: ts.SourceFile, aliasName: string): string[] {
  const alias = source.statements.find(
    (statement): statement is ts.TypeAliasDeclaration =>
      ts.isTypeAliasDeclaration(statement) && statement.name.text === aliasName,
  );
  const picked = alias && ts.isTypeReferenceNode(alias.type) ? alias.type.typeArguments?.[1] : undefined;
  if (!picked) throw new Error(`${aliasName} is not a Pick<…, …> in ${source.fileName}`);
  const members = ts.isUnionTypeNode(picked) ? picked.types : [picked];
  return members.map((member) => {
    if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) return member.literal.text;
    throw new Error(`${aliasName} picks something that is not a name: ${member.getText()}`);
  });
}

describe('the React <MapWeave> is in the API reference', () => {
  const source = parseSource('react/MapWeave.ts');
  const types = readPage('api', 'types');

  it('documents every prop', () => {
    const text = section(types, 'React `<MapWeave>` props');
    expect(interfaceKeys(source, 'MapWeaveProps').filter((prop) => !text.includes(`| \`${prop}\` |`))).toEqual([]);
  });

  it('documents every member of the ref handle', () => {
    const text = section(types, '`MapWeaveHandle` (React ref)');
    const members = [...pickedMethods(source, 'MapMethods'), ...interfaceKeys(source, 'MapWeaveHandle')];
    expect(members.length).toBeGreaterThan(1);
    expect(members.filter((name) => !text.includes(`\`${name}(`))).toEqual([]);
  });
});
