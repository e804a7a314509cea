import {useLayoutEffect} from 'react';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {afterPageLoad} from '@site/src/lib/after-load';
import {idlePrefetching, routeChunkNames} from '@site/src/lib/idle-prefetch';

/** The bundler's runtime, as Docusaurus' own prefetching uses it: `gca` maps a chunk name to its URL. */
declare const __webpack_require__: {gca: (chunkName: string) => string};

type Route = (typeof routes)[number];

/** The paths of the routes that render `pathname`, outermost first, as react-router-config matches them. */
function matchedPaths(candidates: readonly Route[], pathname: string, paths: string[] = []): string[] {
  const route = candidates.find((candidate) => matchPath(pathname, candidate));
  if (route) {
    paths.push(route.path);
    if (route.routes) matchedPaths(route.routes as Route[], pathname, paths);
  }
  return paths;
}

/** As Docusaurus: no prefetching on a 2G connection or with Save-Data. */
function connectionIsSlow(): boolean {
  const {connection} = navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

/** The script URLs a route needs, less those the page has loaded already. */
function chunkUrls(routePath: string): string[] {
  if (connectionIsSlow()) return [];
  const loaded = new Set(Array.from(document.scripts, (script) => script.src && new URL(script.src).pathname));
  return routeChunkNames(matchedPaths(routes, routePath), routesChunkNames)
    .map((chunkName) => __webpack_require__.gca(chunkName))
    .filter((url) => url && !url.includes('undefined') && !loaded.has(url));
}

function prefetchUrl(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

const nextIdle = (callback: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, 50);
};

/**
 * Replaces Docusaurus' prefetching of linked pages with `idlePrefetching`: after the page has
 * loaded and gone quiet, in slices, each script once. Installed in the first commit, before the
 * links' visibility observers report: `<Link>` reads `window.docusaurus` when it prefetches.
 */
export function useIdlePrefetching(): void {
  useLayoutEffect(() => {
    const loader = window.docusaurus;
    window.docusaurus = idlePrefetching(loader, {
      whenQuiet: afterPageLoad,
      nextIdle,
      chunkUrls,
      prefetchUrl,
      now: () => performance.now(),
    });
    return () => {
      window.docusaurus = loader;
    };
  }, []);
}
