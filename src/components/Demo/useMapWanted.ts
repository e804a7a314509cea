import {useEffect, useState} from 'react';
import {afterPageLoad} from '@site/src/lib/after-load';

/** The map starts when its box comes within this distance of the viewport (CSS margin syntax). */
const NEAR_VIEWPORT = '50% 0px';
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** What a demo's map still waits for before it starts: the page to load, then the reader; null once wanted. */
export type MapWait = 'page' | 'reader' | null;

/**
 * When a demo's live map is wanted, so that its code and data load: once the page has loaded,
 * and then at once if the address carries state (a shared link opens the map at that state
 * without a click), else when the map's box comes near the viewport or the reader interacts with
 * the page. Until then the page costs no map code, data or drawing.
 */
export function useMapWanted(area: HTMLElement | null): MapWait {
  const [waitingFor, setWaitingFor] = useState<MapWait>('page');
  const wanted = waitingFor === null;
  useEffect(() => {
    if (!area || wanted) return undefined;
    let cancelled = false;
    let stopWatching = () => {};
    const want = () => {
      stopWatching();
      if (!cancelled) setWaitingFor(null);
    };
    void afterPageLoad().then(() => {
      if (cancelled) return;
      if (window.location.search !== '') {
        want();
        return;
      }
      setWaitingFor('reader');
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) want();
        },
        {rootMargin: NEAR_VIEWPORT},
      );
      observer.observe(area);
      for (const type of INTERACTIONS) window.addEventListener(type, want, {passive: true});
      stopWatching = () => {
        observer.disconnect();
        for (const type of INTERACTIONS) window.removeEventListener(type, want);
      };
    });
    return () => {
      cancelled = true;
      stopWatching();
    };
  }, [area, wanted]);
  return waitingFor;
}
