import {describe, expect, it} from 'vitest';
import {closestRoutes, searchWords} from './closest-routes';
import {KNOWN_ROUTES} from '../data/routes';

const titles = (pathname: string) => closestRoutes(pathname, KNOWN_ROUTES).map((route) => route.title);
const first = (pathname: string) => closestRoutes(pathname, KNOWN_ROUTES)[0]?.path;

describe('closestRoutes', () => {
  it('suggests MapWeave basics for the bare docs section', () => {
    expect(titles('/docs/')[0]).toBe('MapWeave basics');
    expect(titles('/docs')[0]).toBe('MapWeave basics');
    expect(titles('/docs/index.html')[0]).toBe('MapWeave basics');
  });

  it('suggests the main page of other bare sections', () => {
    expect(first('/api/')).toBe('/api/types');
    expect(first('/demos/')).toBe('/');
    expect(first('/download/')).toBe('/download');
  });

  it('corrects a misspelt doc id', () => {
    expect(titles('/docs/geting-started')[0]).toBe('Getting started');
    expect(first('/docs/network-layr')).toBe('/docs/network-layer');
    expect(first('/docs/filtrering')).toBe('/docs/filtering');
  });

  it('finds an API page from part of its name, preferring the same section', () => {
    expect(titles('/api/network')[0]).toBe('NetworkLayer API');
    expect(titles('/api/network')[1]).toBe('Network layer');
    expect(first('/docs/network')).toBe('/docs/network-layer');
    expect(first('/api/geojson')).toBe('/api/layers/geojson-layer');
  });

  it('finds pages typed in the wrong place or case', () => {
    expect(first('/getting-started')).toBe('/docs/getting-started');
    expect(first('/Playgroud')).toBe('/playground');
    expect(first('/download/1.2.2')).toBe('/download/1.2.1');
    expect(first('/docs/Getting%20Started')).not.toBe(undefined);
  });

  it('suggests at most three routes, all known', () => {
    const suggestions = closestRoutes('/download/1.3.2', KNOWN_ROUTES);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    for (const suggestion of suggestions) expect(KNOWN_ROUTES).toContain(suggestion);
  });

  it('suggests nothing for unrelated paths', () => {
    expect(closestRoutes('/wp-admin/setup-config.php', KNOWN_ROUTES)).toEqual([]);
    expect(closestRoutes('/', KNOWN_ROUTES)).toEqual([]);
    expect(closestRoutes('/%E0%A4%A', KNOWN_ROUTES)).toEqual([]);
  });
});

describe('searchWords', () => {
  it('turns a path into the words to search for, without the section names', () => {
    expect(searchWords('/docs/netwrok-layer.html')).toBe('netwrok layer');
    expect(searchWords('/api/layers/tile_layer')).toBe('layers tile layer');
    expect(searchWords('/')).toBe('');
  });
});
