import {afterEach, describe, expect, it, vi} from 'vitest';
import {demoDataUrl, fetchDemoData, readDemoDataFile} from './demo-data';

afterEach(() => vi.unstubAllGlobals());

describe('demoDataUrl', () => {
  it('puts the file under the base URL', () => {
    expect(demoDataUrl('/', 'harness')).toBe('/data/demos/harness.json');
    expect(demoDataUrl('/docs-site/', 'network-management')).toBe('/docs-site/data/demos/network-management.json');
  });

  it('rejects ids that could leave the folder', () => {
    expect(() => demoDataUrl('/', '../secrets')).toThrow(/not a lowercase-hyphenated id/);
  });
});

describe('readDemoDataFile', () => {
  it('accepts a file for the demo', () => {
    expect(readDemoDataFile('a', {demo: 'a', sources: ['GeoNames'], data: {x: 1}}).data).toEqual({x: 1});
  });

  it.each([
    [null, /not a JSON object/],
    [{demo: 'b', sources: ['GeoNames'], data: {}}, /file is for "b"/],
    [{demo: 'a', sources: [], data: {}}, /names no sources/],
    [{demo: 'a', sources: ['GeoNames']}, /no data object/],
  ])('rejects %j', (parsed, message) => {
    expect(() => readDemoDataFile('a', parsed)).toThrow(message);
  });
});

describe('fetchDemoData', () => {
  it('returns the data of a good answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({demo: 'a', sources: ['GeoNames'], data: {n: 2}})));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchDemoData('/', 'a')).resolves.toEqual({n: 2});
    expect(fetchMock).toHaveBeenCalledWith('/data/demos/a.json', {signal: undefined});
  });

  it('names the status of a failed answer and a body that is not JSON', async () => {
    vi.stubGlobal('fetch', async () => new Response('missing', {status: 404}));
    await expect(fetchDemoData('/', 'a')).rejects.toThrow(
      'Demo data "a" could not be loaded: /data/demos/a.json answered 404',
    );
    vi.stubGlobal('fetch', async () => new Response('<html>'));
    await expect(fetchDemoData('/', 'a')).rejects.toThrow(/is not valid JSON/);
  });
});
