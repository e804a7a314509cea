import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {DEMOS, demoPath} from '@site/src/data/demos';
import {useSiteFields} from '@site/src/hooks/useSiteFields';
import styles from './index.module.css';

interface Capability {
  title: string;
  text: string;
  to: string;
}

const CAPABILITIES: readonly Capability[] = [
  {
    title: 'Networks',
    text: 'Nodes at fixed places and free nodes laid out around them, linked by straight, arced or great-circle links with arrows, labels and dashes. Nearby nodes combine as you zoom out.',
    to: '/docs/network-layer',
  },
  {
    title: 'Observations and trajectories',
    text: 'Timed positions of people, vehicles or devices, joined into trajectories, with a current time that tracker nodes follow and a time range filtered on the GPU.',
    to: '/docs/observations-layer',
  },
  {
    title: 'GeoJSON',
    text: 'Any Feature or FeatureCollection, styled by value or by a function of its properties, with hover and selection.',
    to: '/docs/geojson-layer',
  },
  {
    title: 'Tiles',
    text: 'Raster tiles from any XYZ URL template, as the basemap of the standalone map or as an overlay.',
    to: '/docs/tile-layer',
  },
  {
    title: 'Graph analysis',
    text: 'Degrees, betweenness, closeness, components, communities and shortest paths on the network you see, filtered and combined, off the main thread for large graphs.',
    to: '/docs/graph-analysis',
  },
  {
    title: 'Your map, or none',
    text: 'Adapters draw on a MapLibre or Mapbox map you already have, or stand alone with an embedded offline world basemap and no map library at all.',
    to: '/api/adapters/standalone',
  },
];

export default function Home(): ReactNode {
  const {packageVersion} = useSiteFields();
  return (
    <Layout
      title="Showcase"
      description="MapWeave draws places and the connections between them on a map: networks, observations and trajectories, GeoJSON and tiles, in React or plain JavaScript."
    >
      <main>
        <header className={styles.hero}>
          <div className="container">
            <h1 className={styles.title}>MapWeave</h1>
            <p className={styles.tagline}>
              Draw places and the connections between them on a map, in React or plain JavaScript.
            </p>
            <p className={styles.intro}>
              MapWeave is an SDK for analysts’ applications: networks of places, the movements of people and vehicles,
              areas and the links between them. It renders with deck.gl on the GPU, on a MapLibre or Mapbox map or on
              its own embedded world map, and analyses the network you see.
            </p>
            <ul className={styles.actions} aria-label="Start here">
              <li>
                <Link className="button button--primary button--lg" to="/docs/getting-started">
                  Getting started
                </Link>
              </li>
              <li>
                <Link className="button button--secondary button--lg" to="/examples/">
                  Examples
                </Link>
              </li>
              <li>
                <Link className="button button--secondary button--lg" to="/playground">
                  Playground
                </Link>
              </li>
              <li>
                <Link className="button button--secondary button--lg" to="/download">
                  Download {packageVersion}
                </Link>
              </li>
            </ul>
          </div>
        </header>

        <div className="container margin-vert--xl">
          <section aria-labelledby="capabilities">
            <h2 id="capabilities">What MapWeave draws</h2>
            <ul className={styles.grid}>
              {CAPABILITIES.map((capability) => (
                <li key={capability.title} className={styles.card}>
                  <h3>{capability.title}</h3>
                  <p>{capability.text}</p>
                  <Link to={capability.to} aria-label={`${capability.title}: read the docs`}>
                    Read the docs
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="demos" className="margin-top--xl">
            <h2 id="demos">Demos</h2>
            <p>Seven scenarios, each with the layers, analysis and data it uses.</p>
            <ul className={styles.grid}>
              {DEMOS.map((demo) => (
                <li key={demo.id} className={styles.card}>
                  <h3>
                    <Link to={demoPath(demo.id)} className={styles.cardLink}>
                      {demo.name}
                    </Link>
                  </h3>
                  <p>{demo.summary}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
