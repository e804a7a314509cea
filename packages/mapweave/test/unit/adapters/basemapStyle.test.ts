import {describe, expect, it} from 'vitest';
import {BASEMAP_COLORS} from '../../../src/adapters/basemap.js';
import {basemapGeometryOf, graticuleLines} from '../../../src/adapters/basemapGeometry.js';
import {WORLD_TOPOLOGY} from '../../../src/adapters/basemapLevels.js';
import {basemapStyle} from '../../../src/adapters/basemapStyle.js';
import {caught} from '../caught.js';

describe('basemapStyle', () => {
  it('is the embedded basemap as inline GeoJSON: no glyphs, sprites, tiles or URLs', () => {
    const style = basemapStyle();
    expect(style.version).toBe(8);
    expect(style).not.toHaveProperty('glyphs');
    expect(style).not.toHaveProperty('sprite');
    const geometry = basemapGeometryOf(WORLD_TOPOLOGY);
    expect(style.sources.land.data.geometry).toEqual({type: 'MultiPolygon', coordinates: geometry.land});
    expect(style.sources.borders.data.geometry).toEqual({type: 'MultiLineString', coordinates: geometry.borders});
    expect(style.sources.graticule.data.geometry).toEqual({type: 'MultiLineString', coordinates: graticuleLines()});
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(Object.keys(source).sort()).toEqual(['attribution', 'data', 'type']);
    }
    expect(JSON.stringify(style)).not.toMatch(/https?:|\/\//);
    expect(style.layers.map((layer) => layer.id)).toEqual(['background', 'graticule', 'land', 'borders']);
  });

  it.each(['light', 'dark'] as const)("paints the %s theme in the StandaloneAdapter's colours", (theme) => {
    const colors = BASEMAP_COLORS[theme];
    const paint = Object.fromEntries(basemapStyle({theme}).layers.map((layer) => [layer.id, layer.paint]));
    const css = ([r, g, b, a]: readonly number[]) => `rgba(${r}, ${g}, ${b}, ${Number((a! / 255).toFixed(3))})`;
    expect(paint).toEqual({
      background: {'background-color': colors.ocean},
      graticule: {'line-color': css(colors.graticule), 'line-width': 1},
      land: {'fill-color': css(colors.land)},
      borders: {'line-color': css(colors.border), 'line-width': 0.8},
    });
  });

  it('defaults to the light theme', () => {
    expect(basemapStyle().layers[0]).toEqual(basemapStyle({theme: 'light'}).layers[0]);
  });

  it.each([
    [{theme: 'sepia'}, /Option theme of basemapStyle\(\) must be one of 'light', 'dark' \(got "sepia"\)/],
    [{colour: 'red'}, /Unknown option "colour" for basemapStyle\(\)/],
    ['dark', /Options of basemapStyle\(\) must be an object/],
  ])('rejects %j with INVALID_OPTION', (options, message) => {
    const error = caught(() => basemapStyle(options as never));
    expect(error).toMatchObject({name: 'MapWeaveError', code: 'INVALID_OPTION'});
    expect((error as Error).message).toMatch(message);
  });
});
