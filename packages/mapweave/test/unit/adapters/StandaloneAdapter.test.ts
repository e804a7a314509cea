import {describe, expect, it, vi} from 'vitest';
import {StandaloneAdapter} from '../../../src/adapters/StandaloneAdapter.js';

/** The basemap layer ids the adapter would draw (private state, read for the test). */
function basemapIds(adapter: StandaloneAdapter): string[] {
  return (adapter as unknown as {basemapLayers: {id: string}[]}).basemapLayers.map((layer) => layer.id);
}

describe('StandaloneAdapter#setTheme', () => {
  it('switches the theme and the basemap layers before the adapter is attached', () => {
    const adapter = new StandaloneAdapter();
    expect(adapter.theme).toBe('light');
    expect(basemapIds(adapter).every((id) => id.endsWith('-light'))).toBe(true);
    adapter.setTheme('dark');
    expect(adapter.theme).toBe('dark');
    expect(basemapIds(adapter)).toEqual([
      'mapweave-basemap-graticule-dark',
      'mapweave-basemap-land-dark',
      'mapweave-basemap-borders-dark',
    ]);
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
