import type {Page, Response} from '@playwright/test';

/**
 * Strings that survive minification in each map library's code and that no prose contains
 * (the docs name deck.gl and MapLibre often): deck.gl's and luma.gl's version-conflict
 * errors, the CSS class prefix maplibre-gl gives its elements.
 */
const MAP_CODE_MARKERS: Record<string, string> = {
  'deck.gl': 'deck.gl - multiple versions detected',
  'luma.gl': 'luma.gl - multiple versions detected',
  maplibre: 'maplibregl-',
};

function markersIn(body: string): string[] {
  return Object.entries(MAP_CODE_MARKERS)
    .filter(([, marker]) => body.includes(marker))
    .map(([library]) => library);
}

/**
 * Watches the scripts the page loads from now on; the returned function stops watching and lists
 * those holding map code as `path: libraries` (call it once the page has settled, prefetching
 * included). Create a watcher only where its result is awaited: a body still being read when the
 * test ends fails the test ("response.text: Test ended").
 */
export function watchMapCode(page: Page): () => Promise<string[]> {
  const scripts: Promise<string | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    scripts.push(
      response.text().then((body) => {
        const found = markersIn(body);
        return found.length > 0 ? `${new URL(response.url()).pathname}: ${found.join(', ')}` : null;
      }),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    return (await Promise.all(scripts)).filter((entry): entry is string => entry !== null);
  };
}
