import {describe, expect, it} from 'vitest';
import tableRowAnchors from '../../plugins/table-row-anchors';

type Node = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};

const text = (value: string): Node => ({type: 'text', value});
const element = (tagName: string, children: Node[], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const code = (value: string) => element('code', [text(value)]);
const row = (...cells: Node[][]) =>
  element(
    'tr',
    cells.map((children) => element('td', children)),
  );
const table = (...rows: Node[]) => element('table', [element('thead', []), element('tbody', rows)]);

describe('table row anchors', () => {
  it('gives each reference row the id of its heading and its name, once per page', () => {
    const rows = [
      row([code('nodeDefaults.color')], [text('fill')]),
      row([code('merge(items: NetworkData)')], [text('adds')]),
      row([code('latitude'), text(', '), code('longitude')], [text('where')]),
      row([code('new XLayer({ id })')], [text('builds')]),
      row([text('plain')], [text('no code')]),
      row([code('nodeDefaults.color')], [text('again')]),
    ];
    const tree = element('root', [element('h2', [text('Options')], {id: 'options'}), table(...rows)]);
    tableRowAnchors()(tree);
    expect(rows.map((tr) => tr.properties?.id)).toEqual([
      'options-nodedefaults-color',
      'options-merge',
      'options-latitude',
      undefined,
      undefined,
      'options-nodedefaults-color-2',
    ]);
  });

  it('follows the nearest heading', () => {
    const first = row([code('maxZoom')], [text('a')]);
    const second = row([code('maxZoom')], [text('b')]);
    const tree = element('root', [
      element('h3', [text('Constructor options')], {id: 'constructor-options'}),
      table(first),
      element('h3', [text('fitBounds options')], {id: 'fitbounds-options'}),
      table(second),
    ]);
    tableRowAnchors()(tree);
    expect([first.properties?.id, second.properties?.id]).toEqual([
      'constructor-options-maxzoom',
      'fitbounds-options-maxzoom',
    ]);
  });
});
