import {useLayoutEffect} from 'react';
import {afterPageLoad} from '@site/src/lib/after-load';
import {idlePrefetching} from '@site/src/lib/idle-prefetch';

const nextIdle = (callback: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, 50);
};

/**
 * Defers the prefetching of linked pages until the page has loaded and gone quiet (see
 * `idlePrefetching`). Installed in the first commit, before the links' visibility observers
 * report: `<Link>` reads `window.docusaurus` when it prefetches.
 */
export function useIdlePrefetching(): void {
  useLayoutEffect(() => {
    const loader = window.docusaurus;
    window.docusaurus = idlePrefetching(loader, afterPageLoad, nextIdle);
    return () => {
      window.docusaurus = loader;
    };
  }, []);
}
