import {describe, expect, it, vi} from 'vitest';
import {StandaloneAdapter} from '../../../src/adapters/StandaloneAdapter.js';
import {basemapLevelForZoom} from '../../../src/adapters/basemapLevels.js';

/** The basemap layers the adapter would draw (private state, read for the test). */
function basemapLayers(adapter: StandaloneAdapter): {id: string; props: Record<string, unknown>}[] {
  return (adapter as unknown as {basemapLayers: {id: string; props: Record<string, unknown>}[]}).basemapLayers;
}

/** The adapter once its embedded basemap's chunk has loaded. */
async function withBasemap(adapter: StandaloneAdapter): Promise<StandaloneAdapter> {
  await (adapter as unknown as {basemapLoaded: Promise<void>}).basemapLoaded;
  return adapter;
}

function basemapIds(adapter: StandaloneAdapter): string[] {
  return basemapLayers(adapter).map((layer) => layer.id);
}

describe('StandaloneAdapter#setTheme', () => {
  it('switches the theme and the basemap layers before the adapter is attached, once its chunk loaded', async () => {
    const adapter = await withBasemap(new StandaloneAdapter());
    expect(adapter.theme).toBe('light');
    expect(basemapLayers(adapter).map((layer) => layer.props.theme)).toEqual(['light']);
    adapter.setTheme('dark');
    expect(adapter.theme).toBe('dark');
    // One id across themes: the basemap keeps its loaded levels and only changes colour.
    expect(basemapIds(adapter)).toEqual(['mapweave-basemap']);
    expect(basemapLayers(adapter).map((layer) => layer.props.theme)).toEqual(['dark']);
    adapter.setTheme('light');
    expect(adapter.theme).toBe('light');
  });

  it("rejects a bad theme with the constructor's error and keeps the current one", () => {
    const adapter = new StandaloneAdapter({theme: 'dark'});
    let fromConstructor: unknown;
    try {
      new StandaloneAdapter({theme: 'sepia' as 'dark'});
    } catch (error) {
      fromConstructor = error;
    }
    expect(() => adapter.setTheme('sepia' as 'dark')).toThrow(
      expect.objectContaining({code: 'INVALID_OPTION', message: (fromConstructor as Error).message}),
    );
    expect(adapter.theme).toBe('dark');
  });

  it('keeps raster tiles as the basemap', async () => {
    const adapter = new StandaloneAdapter({tiles: 'http://127.0.0.1/{z}/{x}/{y}.png'});
    adapter.setTheme('dark');
    expect(adapter.theme).toBe('dark');
    // The raster tile code is loaded on demand: the tile layer arrives a moment later.
    await vi.waitFor(() => expect(basemapIds(adapter)).toEqual(['mapweave-basemap-tiles']), {timeout: 20_000});
  });
});

describe('StandaloneAdapter labels', () => {
  it('draws basemap labels only when asked, keeps them across themes and credits GeoNames for them', async () => {
    const plain = new StandaloneAdapter();
    expect(plain.labels).toBe(false);
    expect(plain.getAttribution()).toBeNull();
    const labelled = await withBasemap(new StandaloneAdapter({labels: true}));
    expect(basemapLayers(labelled)[0]!.props.labels).toBe(true);
    labelled.setTheme('dark');
    expect(basemapLayers(labelled)[0]!.props.labels).toBe(true);
    expect(labelled.getAttribution()).toContain('GeoNames');
  });

  it('rejects labels that are not true or false', () => {
    expect(() => new StandaloneAdapter({labels: 'yes' as unknown as boolean})).toThrow(
      expect.objectContaining({code: 'INVALID_OPTION', message: expect.stringContaining('labels')}),
    );
  });
});

describe('StandaloneAdapter basemap.maxDetail', () => {
  const basemapProps = (adapter: StandaloneAdapter) => basemapLayers(adapter)[0]!.props;

  it('caps the Natural Earth level at every zoom, through theme changes', async () => {
    expect(basemapProps(await withBasemap(new StandaloneAdapter())).maxDetail).toBe('10m');
    const adapter = await withBasemap(new StandaloneAdapter({basemap: {maxDetail: '50m'}}));
    expect(basemapProps(adapter).maxDetail).toBe('50m');
    adapter.setTheme('dark');
    expect(basemapProps(adapter).maxDetail).toBe('50m');
    expect(basemapLevelForZoom(12, '50m')).toBe('50m');
    expect(basemapLevelForZoom(12, '110m')).toBe('110m');
    expect(basemapLevelForZoom(4, '110m')).toBe('110m');
    expect(basemapLevelForZoom(2, '10m')).toBe('110m');
    expect(basemapLevelForZoom(12)).toBe('10m');
  });

  it('takes only the levels there are', () => {
    expect(() => new StandaloneAdapter({basemap: {maxDetail: '20m' as never}})).toThrow(
      expect.objectContaining({code: 'INVALID_OPTION'}),
    );
    expect(() => new StandaloneAdapter({basemap: {detail: '50m'} as never})).toThrow(
      expect.objectContaining({code: 'INVALID_OPTION'}),
    );
  });
});

describe('StandaloneAdapter basemap.places', () => {
  const basemapProps = (adapter: StandaloneAdapter) => basemapLayers(adapter)[0]!.props;

  it('names cities and towns with the labels unless turned off, through theme changes, and credits them', async () => {
    const labelled = await withBasemap(new StandaloneAdapter({labels: true}));
    expect(basemapProps(labelled).places).toBe(true);
    expect(labelled.getAttribution()).toBe('Places: GeoNames (CC BY 4.0)');
    const capitalsOnly = await withBasemap(new StandaloneAdapter({labels: true, basemap: {places: false}}));
    expect(basemapProps(capitalsOnly).places).toBe(false);
    capitalsOnly.setTheme('dark');
    expect(basemapProps(capitalsOnly).places).toBe(false);
    expect(capitalsOnly.getAttribution()).toBe('Capitals: GeoNames (CC BY 4.0)');
  });

  it('rejects places that are not true or false', () => {
    expect(() => new StandaloneAdapter({basemap: {places: 'no' as unknown as boolean}})).toThrow(
      expect.objectContaining({code: 'INVALID_OPTION', message: expect.stringContaining('places')}),
    );
  });
});
