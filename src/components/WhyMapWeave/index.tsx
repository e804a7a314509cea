import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Alternative {
  name: string;
  /** What it does better than MapWeave, said plainly. */
  stronger: string;
  /** What MapWeave has in one SDK that the alternative leaves to you or does not aim at. */
  here: string;
}

export const ALTERNATIVES: readonly Alternative[] = [
  {
    name: 'deck.gl + graphology',
    stronger:
      'Open source and free. Anything deck.gl can draw is yours: custom layers and shaders, 3D, aggregation layers. MapWeave itself draws with deck.gl.',
    here: 'The parts you would write on top: placing nodes that have no coordinates, combining nearby nodes as you zoom out, selection and hover, labels that never overlap, a time bar, keyboard access, and analysis kept in step with what is drawn.',
  },
  {
    name: 'kepler.gl',
    stronger:
      'Exploring tables of geodata without code: heatmaps, hexbins and other aggregations, filters and a complete analyst interface, open source.',
    here: 'An SDK for your own application rather than an application to embed, built for networks: links between places, graph analysis (paths, centrality, communities) and entities seen over time.',
  },
  {
    name: 'KeyLines or Ogma',
    stronger:
      'The graph itself: many layouts (force-directed, hierarchical, radial), large graphs away from the map, years of production use. Commercial, like MapWeave.',
    here: 'The map first: WebGL on deck.gl over MapLibre, Mapbox or an offline basemap, with trajectories, GeoJSON areas and raster tiles beside the network, and time filtering on the GPU.',
  },
];

/** The home page's answer to "why this rather than what I know": what is in one SDK, and where each alternative is stronger. */
export default function WhyMapWeave(): ReactNode {
  return (
    <section aria-labelledby="why-mapweave" className={styles.why}>
      <h2 id="why-mapweave">Why MapWeave</h2>
      <p className={styles.lead}>
        One SDK for networks on maps: fixed and free nodes, links and trajectories, combining as you zoom out, graph
        analysis on what is drawn, time filtering, an offline basemap, keyboard access, and the same API in React and
        plain JavaScript. Where each alternative is stronger:
      </p>
      <ul className={styles.alternatives}>
        {ALTERNATIVES.map((alternative) => (
          <li key={alternative.name} className={styles.alternative}>
            <h3>{alternative.name}</h3>
            <p>
              <strong>Stronger at: </strong>
              {alternative.stronger}
            </p>
            <p>
              <strong>In MapWeave: </strong>
              {alternative.here}
            </p>
          </li>
        ))}
      </ul>
      <p>
        What MapWeave is not, and what to weigh before choosing it:{' '}
        <Link to="/docs/about-mapweave">About MapWeave</Link>.
      </p>
    </section>
  );
}
