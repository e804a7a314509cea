import type {CSSProperties, ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useDemoMap, type DemoDataLoader} from '@site/src/components/Demo/useDemoMap';
import {fetchDemoData} from '@site/src/components/Demo/demo-data';
import Link from '@docusaurus/Link';
import Legend, {LegendKey} from '@site/src/components/Demo/Legend';
import ChosenModePreload from '@site/src/components/Demo/ChosenModePreload';
import {UTILISATION_BANDS, type NetworkManagementData} from '@site/src/demos/network-management/model';
import {ROLE_COLOR} from '@site/src/demos/network-management/colors';
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
 * A legend sits over it and a caption under it says what it shows and how to explore it.
 */
export default function HeroMap(): ReactNode {
  const {status, setContainer} = useDemoMap(loadData, loadModule, {afterLoad: true});
  const light = useBaseUrl('/img/home/hero-light.webp');
  const dark = useBaseUrl('/img/home/hero-dark.webp');
  const stills = {'--hero-light': `url(${light})`, '--hero-dark': `url(${dark})`} as CSSProperties;
  return (
    <figure className={styles.figure} aria-labelledby="hero-map-caption">
      <div className={styles.frame} data-demo-map="home" data-state={status}>
        {/* The still is the page's largest paint: fetch it while the page is parsed instead of once
          layout finds the background. */}
        <ChosenModePreload light={light} dark={dark} highPriority />
        <div ref={setContainer} className={styles.live} />
        <div
          className={styles.still}
          style={stills}
          data-hidden={status === 'ready' ? 'true' : undefined}
          role="img"
          aria-label="A fibre backbone between cities on five continents, links coloured by utilisation"
        />
        <HeroLegend />
      </div>
      <figcaption id="hero-map-caption" className={styles.caption}>
        <strong>A live MapWeave map:</strong> a fibre backbone between cities on five continents, each link coloured by
        how full it is. Drag to pan, Ctrl + scroll or pinch to zoom, and hover or Tab to a site or link for its details.{' '}
        <Link to="/demos/network-management">Fail links in the network demo</Link> and watch the traffic reroute.
      </figcaption>
    </figure>
  );
}

function HeroLegend(): ReactNode {
  return (
    <Legend>
      <strong>Link utilisation</strong>
      <ul>
        {UTILISATION_BANDS.map((band) => (
          <LegendKey key={band.id} mark="line" color={band.color}>
            {band.label}
          </LegendKey>
        ))}
      </ul>
      <strong>Sites</strong>
      <ul>
        <LegendKey mark="dot" color={ROLE_COLOR.core}>
          Core site
        </LegendKey>
        <LegendKey mark="dot" color={ROLE_COLOR.edge}>
          Edge site
        </LegendKey>
      </ul>
    </Legend>
  );
}
