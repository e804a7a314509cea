import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import {demoScreenshotPath} from '@site/src/components/Demo/DemoMapArea';
import ForFramework from '@site/src/components/ForFramework';
import HeroMap from '@site/src/demos/network-management/hero';
import LicenceNote from '@site/src/components/LicenceNote';
import WhyMapWeave from '@site/src/components/WhyMapWeave';
import {DEMOS, demoPath} from '@site/src/data/demos';
import {DATA_ORIGIN, type Demo} from '@site/src/data/demo-meta';
import {EXAMPLE_THUMBNAIL_SIZE, exampleThumbnailUrl} from '@site/src/data/example-meta';
import {QUICK_START, QUICK_START_INSTALL} from '@site/src/data/quick-start';
import {useSiteFields} from '@site/src/hooks/useSiteFields';
import {formatReleaseDate} from '@site/src/lib/release-date';
import styles from './index.module.css';

interface Feature {
  title: string;
  text: string;
  to: string;
  link: string;
  /** An example whose thumbnail shows the feature (the card then spans the grid's row). */
  picture?: {example: string; alt: string};
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Link charts',
    text: 'The same network off the map: force-directed, radial or hierarchical, laid out in a worker. One call moves every node between chart and map, with selection, time, filters and analysis as they were.',
    to: '/docs/link-charts',
    link: 'Link charts',
    picture: {example: 'link-chart', alt: 'An investigation as a radial link chart grown from its subject'},
  },
  {
    title: 'Layers',
    text: 'Networks of fixed and free nodes with straight, arced and great-circle links; observations joined into trajectories; GeoJSON styled by value; raster tiles. Nearby nodes combine as you zoom out.',
    to: '/docs/network-layer',
    link: 'The network layer',
  },
  {
    title: 'Adapters',
    text: 'Draw on a MapLibre or Mapbox map you already have, or stand alone with no map library at all.',
    to: '/api/adapters/standalone',
    link: 'The standalone adapter',
  },
  {
    title: 'Graph analysis',
    text: 'Degrees, betweenness, closeness, components, communities and shortest paths on the network you see, filtered and combined, in a worker for large graphs.',
    to: '/docs/graph-analysis',
    link: 'Graph analysis',
  },
  {
    title: 'Time',
    text: 'Every node, link and observation can carry a time; a time range filters on the GPU and tracker nodes ride their trajectories at the current time.',
    to: '/docs/filtering',
    link: 'Filtering by time',
  },
  {
    title: 'Offline',
    text: 'The standalone adapter carries a light and a dark world basemap inside the package: no tile server, no token, no request leaves the page.',
    to: '/docs/architecture',
    link: 'The architecture',
  },
  {
    title: 'React and JavaScript',
    text: 'One API twice: classes for plain JavaScript and components for React 18 and 19, with the same options, events and errors.',
    to: '/docs/getting-started',
    link: 'Getting started',
  },
];

function FeaturePicture({example, mode, alt}: {example: string; mode: 'light' | 'dark'; alt: string}): ReactNode {
  const {width, height} = EXAMPLE_THUMBNAIL_SIZE;
  const src = useBaseUrl(exampleThumbnailUrl(example, mode));
  const double = useBaseUrl(exampleThumbnailUrl(example, mode, 2));
  return (
    <img
      className={styles[mode]}
      src={src}
      srcSet={`${src} 1x, ${double} 2x`}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
    />
  );
}

function DemoThumbnail({id, mode}: {id: string; mode: 'light' | 'dark'}): ReactNode {
  return (
    <img
      className={styles[mode]}
      src={useBaseUrl(demoScreenshotPath(id, mode))}
      alt=""
      width={480}
      height={300}
      loading="lazy"
      decoding="async"
    />
  );
}

function DemoCard({demo}: {demo: Demo}): ReactNode {
  // Both are in the page; the stylesheet shows the one for the colour mode (a hidden lazy image is never fetched).
  return (
    <li className={styles.demoCard}>
      <DemoThumbnail id={demo.id} mode="light" />
      <DemoThumbnail id={demo.id} mode="dark" />
      <div className={styles.demoText}>
        <h3>
          <Link to={demoPath(demo.id)} className={styles.cardLink}>
            {demo.name}
          </Link>
        </h3>
        <p>{demo.summary}</p>
      </div>
    </li>
  );
}

export default function Home(): ReactNode {
  const {packageVersion, buildTime} = useSiteFields();
  return (
    <Layout
      title="Showcase"
      description="MapWeave draws places and the connections between them on a map: networks, observations and trajectories, GeoJSON and tiles, in React or plain JavaScript."
    >
      <main>
        <header className={styles.hero}>
          <div className={`container ${styles.heroText}`}>
            <div>
              <p className={styles.brand}>MapWeave</p>
              <h1 className={styles.title}>Draw your network on a map, then analyse it</h1>
              <p className={styles.tagline}>
                Places, the links between them and their movements over time on a live WebGL map, with graph analysis on
                what you see, in React or plain JavaScript.
              </p>
              <p className={styles.why}>
                <a href="#why-mapweave">Why MapWeave rather than deck.gl with graphology, kepler.gl or KeyLines</a>
              </p>
            </div>
            <div>
              <ul className={styles.actions} aria-label="Start here">
                <li>
                  <Link className="button button--primary button--lg" to="/docs/getting-started">
                    Get started
                  </Link>
                </li>
                <li>
                  <Link className="button button--secondary button--lg" to="/playground">
                    Playground
                  </Link>
                </li>
              </ul>
              <ul className={styles.secondaryActions} aria-label="Other ways in">
                <li>
                  <Link to="/try">Request a trial</Link>
                </li>
                <li>
                  <Link to="/download">Download</Link>
                </li>
              </ul>
              <p className={styles.version}>
                Version {packageVersion}, released <time dateTime={buildTime}>{formatReleaseDate(buildTime)}</time>.{' '}
                <Link to="/download/1.5">What is new in 1.5</Link>
              </p>
              <LicenceNote className={styles.version} />
            </div>
          </div>
          <HeroMap />
        </header>

        <div className="container margin-vert--xl">
          <WhyMapWeave />
          <section aria-labelledby="demos">
            <h2 id="demos">Demos</h2>
            <p>Seven small analyst applications, each driving the SDK from its controls. {DATA_ORIGIN}</p>
            <ul className={styles.demoGrid}>
              {DEMOS.map((demo) => (
                <DemoCard key={demo.id} demo={demo} />
              ))}
            </ul>
          </section>

          <section aria-labelledby="features" className="margin-top--xl">
            <h2 id="features">What you get</h2>
            <ul className={styles.featureGrid}>
              {FEATURES.map((feature) => (
                <li
                  key={feature.title}
                  className={feature.picture ? `${styles.card} ${styles.featureWithPicture}` : styles.card}
                >
                  {/* Both are in the page; the stylesheet shows the one for the colour mode. */}
                  {feature.picture && <FeaturePicture {...feature.picture} mode="light" />}
                  {feature.picture && <FeaturePicture {...feature.picture} mode="dark" />}
                  <div className={styles.featureText}>
                    <h3>{feature.title}</h3>
                    <p>{feature.text}</p>
                    <Link to={feature.to}>{feature.link}</Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="quick-start" className="margin-top--xl">
            <h2 id="quick-start">Quick start</h2>
            <p>Install the package you downloaded, then draw a network:</p>
            <CodeBlock language="bash">{QUICK_START_INSTALL}</CodeBlock>
            <ForFramework only="javascript">
              <p>
                Into an element with a size, here <code>{'<div id="map" style="height: 320px"></div>'}</code>:
              </p>
              <CodeBlock language="js">{QUICK_START.javascript}</CodeBlock>
            </ForFramework>
            <ForFramework only="react">
              <CodeBlock language="jsx">{QUICK_START.react}</CodeBlock>
            </ForFramework>
            <ul className={styles.nextSteps} aria-label="Next steps">
              <li>
                <Link className="button button--primary" to="/docs/getting-started">
                  Get started
                </Link>
              </li>
              <li>
                <Link className="button button--secondary" to="/examples/">
                  Examples
                </Link>
              </li>
              <li>
                <Link className="button button--secondary" to="/playground">
                  Playground
                </Link>
              </li>
              <li>
                <Link className="button button--secondary" to="/try">
                  Request a trial
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </main>
    </Layout>
  );
}
