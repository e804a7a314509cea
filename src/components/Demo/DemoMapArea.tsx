import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {DemoMapState} from './useDemoMap';
import type {DemoMapController} from './types';
import styles from './Demo.module.css';

/**
 * A demo's screenshot, shown instead of its map and on its card: `static/img/demos/<id>.webp`,
 * `<id>-dark.webp` in dark mode (npm run thumbnails:demos).
 */
export function demoScreenshotPath(demoId: string, colorMode: 'light' | 'dark' = 'light'): string {
  return `/img/demos/${demoId}${colorMode === 'dark' ? '-dark' : ''}.webp`;
}

/**
 * The map's box: a fixed size before, during and after loading (no layout shift), with the
 * loading note, or the screenshot and a message when WebGL 2 is missing or the map failed.
 * `data-state` and the timing attributes are what tests and benchmarks wait on.
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
  const {status, timing, error, setContainer} = map;
  return (
    <div
      className={styles.mapArea}
      data-demo-map={demoId}
      data-state={status}
      data-load-ms={timing ? Math.round(timing.loadMs) : undefined}
      data-first-frame-ms={timing ? Math.round(timing.firstFrameMs) : undefined}
    >
      <div ref={setContainer} className={styles.mapCanvas} />
      {status === 'loading' && (
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

export function DemoFallback({demoId, name, reason}: {demoId: string; name: string; reason: string | null}): ReactNode {
  const src = useBaseUrl(demoScreenshotPath(demoId));
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
