import type {CSSProperties, ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDemoMap, type DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/lib/demo-data';
import type {NetworkManagementData} from '@site/src/lib/network-routing';
import styles from './styles.module.css';

/** The hero map is the network-management demo's backbone, with its own data file. */
const loadData: DemoDataLoader<NetworkManagementData> = ({baseUrl, signal}) =>
  fetchDemoData<NetworkManagementData>(baseUrl, 'network-management', signal);
/** The map draws in a worker where the browser can hand it a canvas, so it never holds the page. */
const loadModule = () =>
  typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function'
    ? import('./offscreen-map')
    : import('@site/src/demos/network-management/map');

/**
 * The home page's map: a screenshot of it (static/img/home/hero-<mode>.webp, from
 * `npm run thumbnails:demos`) paints first, then the live map loads after the page has, and
 * replaces the screenshot in the same box (no layout shift). It draws in a worker (offscreen-map.ts)
 * where the browser supports OffscreenCanvas, else on the page. Without WebGL 2 the screenshot stays.
 */
export default function HeroMap(): ReactNode {
  const {status, setContainer} = useDemoMap(loadData, loadModule, {afterLoad: true});
  const stills = {
    '--hero-light': `url(${useBaseUrl('/img/home/hero-light.webp')})`,
    '--hero-dark': `url(${useBaseUrl('/img/home/hero-dark.webp')})`,
  } as CSSProperties;
  return (
    <div className={styles.frame} data-demo-map="home" data-state={status}>
      <div ref={setContainer} className={styles.live} />
      <div
        className={styles.still}
        style={stills}
        data-hidden={status === 'ready' ? 'true' : undefined}
        role="img"
        aria-label="A fibre backbone between cities on five continents, links coloured by utilisation"
      />
    </div>
  );
}
