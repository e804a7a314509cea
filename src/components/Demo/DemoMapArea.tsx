import {useEffect, useState, type CSSProperties, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useColorMode} from '@docusaurus/theme-common';
import type {DemoMapState} from './useDemoMap';
import type {DemoMapController} from './types';
import {useMapWanted} from './useMapWanted';
import ChosenModePreload from './ChosenModePreload';
import styles from './Demo.module.css';

/**
 * A demo's screenshot, shown instead of its map and on its card: `static/img/demos/<id>.webp`,
 * `<id>-dark.webp` in dark mode (npm run thumbnails:demos).
 */
export function demoScreenshotPath(demoId: string, colorMode: 'light' | 'dark' = 'light'): string {
  return `/img/demos/${demoId}${colorMode === 'dark' ? '-dark' : ''}.webp`;
}

/**
 * The map's box: a fixed size before, during and after loading (no layout shift). The demo's
 * screenshot fills it from the first paint, in the page's colour mode, until the live map has
 * drawn; the map starts once it is wanted (useMapWanted). Without WebGL 2, or when the map fails,
 * the screenshot stays with a message. `data-state` (`waiting` until the map is wanted, with
 * `data-waiting-for` saying for what, then the map's status) and the timing attributes are what
 * tests and benchmarks wait on.
 */
export default function DemoMapArea<C extends DemoMapController, D>({
  demoId,
  name,
  map,
  children,
}: {
  demoId: string;
  /** The demo's name, for the screenshot's alternative text. */
  name: string;
  map: DemoMapState<C, D>;
  /** Drawn over the map (legends, time readouts). */
  children?: ReactNode;
}): ReactNode {
  const {status, timing, error, setContainer, controller} = map;
  const [area, setArea] = useState<HTMLDivElement | null>(null);
  const waitingFor = useMapWanted(area);
  const wanted = waitingFor === null;
  // The overlays (children) are drawn once the map is ready: the opening view makes room for them then.
  useEffect(() => {
    if (status === 'ready') controller?.keepClearOfOverlays?.();
  }, [status, controller]);
  return (
    <div
      ref={setArea}
      className={styles.mapArea}
      data-demo-map={demoId}
      data-state={wanted ? status : 'waiting'}
      data-waiting-for={waitingFor ?? undefined}
      data-load-ms={timing ? Math.round(timing.loadMs) : undefined}
      data-first-frame-ms={timing ? Math.round(timing.firstFrameMs) : undefined}
    >
      <div ref={wanted ? setContainer : undefined} className={styles.mapCanvas} />
      {status === 'loading' && <DemoPoster demoId={demoId} name={name} />}
      {wanted && status === 'loading' && (
        <p className={styles.mapNote} role="status">
          Loading the map…
        </p>
      )}
      {status === 'ready' && children}
      {(status === 'unsupported' || status === 'error') && (
        <DemoFallback demoId={demoId} name={name} reason={status === 'unsupported' ? null : error} />
      )}
    </div>
  );
}

/**
 * The screenshot in the map's box until the live map replaces it. A CSS background, so that the
 * colour mode Docusaurus sets before the first paint picks the image (no flash of the light one);
 * the shown mode's image is fetched early, as the map is in the first screen at every width.
 */
function DemoPoster({demoId, name}: {demoId: string; name: string}): ReactNode {
  const light = useBaseUrl(demoScreenshotPath(demoId, 'light'));
  const dark = useBaseUrl(demoScreenshotPath(demoId, 'dark'));
  const images = {'--demo-poster-light': `url(${light})`, '--demo-poster-dark': `url(${dark})`} as CSSProperties;
  return (
    <>
      <ChosenModePreload light={light} dark={dark} />
      <div
        className={styles.poster}
        style={images}
        data-demo-poster=""
        role="img"
        aria-label={`Screenshot of the ${name} demo; the live map replaces it once loaded`}
      />
    </>
  );
}

export function DemoFallback({demoId, name, reason}: {demoId: string; name: string; reason: string | null}): ReactNode {
  const src = useBaseUrl(demoScreenshotPath(demoId, useColorMode().colorMode === 'dark' ? 'dark' : 'light'));
  return (
    <figure className={styles.fallback} role="alert">
      <img src={src} alt={`Screenshot of the ${name} demo`} width={640} height={400} />
      <figcaption>
        {reason === null ? (
          <>
            This demo draws with WebGL 2, which this browser does not offer or has switched off. The screenshot shows
            what it looks like; open the page in a current Chrome, Edge, Firefox or Safari with hardware acceleration on
            to use it.
          </>
        ) : (
          <>The map could not start: {reason}. The screenshot shows what it looks like; reloading the page may help.</>
        )}
      </figcaption>
    </figure>
  );
}
