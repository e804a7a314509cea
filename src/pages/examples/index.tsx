import {useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import {exampleSummaries} from '@site/src/data/example-summaries';
import {SDK_FEATURES, isSdkFeatureId, type SdkFeatureId} from '@site/src/data/features';
import {useFramework} from '@site/src/hooks/useFramework';
import {useTextTypedBeforeHydration} from '@site/src/hooks/useTextTypedBeforeHydration';
import {EXAMPLE_THUMBNAIL_SIZE, exampleThumbnailUrl, exampleUrl, filterExamples, type ExampleSummary} from '@site/src/data/example-meta';
import {FRAMEWORK_LABELS} from '@site/src/lib/framework';
import FeatureList from './_FeatureList';
import styles from './index.module.css';
import prose from '../_prose.module.css';

const featureLabel = (feature: SdkFeatureId) => SDK_FEATURES[feature].label;

const SUMMARIES = exampleSummaries();

/** The features the examples use, in the order of SDK_FEATURES, with how many use each. */
const USED_FEATURES = (Object.keys(SDK_FEATURES) as SdkFeatureId[])
  .map((feature) => ({feature, count: SUMMARIES.filter((example) => example.features.includes(feature)).length}))
  .filter(({count}) => count > 0);

function ThumbnailImage({id, mode}: {id: string; mode: 'light' | 'dark'}): ReactNode {
  const src = useBaseUrl(exampleThumbnailUrl(id, mode));
  const src2x = useBaseUrl(exampleThumbnailUrl(id, mode, 2));
  // Phones, at 1.75 device pixels or more to the CSS pixel, take the 2x file.
  return (
    <img
      className={`${styles.thumbnail} ${styles[mode]}`}
      src={src}
      srcSet={`${src} 1x, ${src2x} 2x`}
      alt=""
      {...EXAMPLE_THUMBNAIL_SIZE}
      loading="lazy"
      decoding="async"
    />
  );
}

function Thumbnail({id}: {id: string}): ReactNode {
  // Both are in the page; the stylesheet shows the one for the colour mode (a hidden lazy image is never fetched).
  return (
    <>
      <ThumbnailImage id={id} mode="light" />
      <ThumbnailImage id={id} mode="dark" />
    </>
  );
}

function Card({example}: {example: ExampleSummary}): ReactNode {
  return (
    <li className={styles.card}>
      <Link to={exampleUrl(example.id)} className={styles.cardLink} aria-label={example.title}>
        <Thumbnail id={example.id} />
      </Link>
      <h2 className={styles.cardTitle}>
        <Link to={exampleUrl(example.id)}>{example.title}</Link>
      </h2>
      <p>{example.description}</p>
      <FeatureList features={example.features} label={`Features used by ${example.title}`} />
    </li>
  );
}

export default function Examples(): ReactNode {
  const framework = useFramework();
  const [text, setText] = useState('');
  const [feature, setFeature] = useState<SdkFeatureId | null>(null);
  const searchId = useId();
  const featureId = useId();
  const searchField = useRef<HTMLInputElement>(null);
  useTextTypedBeforeHydration(searchField, setText);
  const shown = filterExamples(SUMMARIES, {text, feature}, featureLabel);

  return (
    <Layout
      title="Examples"
      description="Live MapWeave examples in React and JavaScript: networks, free nodes, combining, time filters, observations and trajectories, GeoJSON, tiles, MapLibre and Mapbox, events and graph analysis."
    >
      <main className={`container margin-vert--lg ${prose.prose}`}>
        <h1>Examples</h1>
        <p className={styles.intro}>
          Each example is a complete program, in React and in plain JavaScript, that runs live on its page in a sandboxed
          frame. {framework ? `They open in ${FRAMEWORK_LABELS[framework]}, the framework you chose; ` : ''}
          {framework ? 'the navbar switches it. ' : ''}
          Open any of them in the <Link to="/playground">playground</Link> to change the code.
        </p>
        <form className={styles.filters} role="search" aria-label="Filter examples" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId}>Search</label>
          <input
            ref={searchField}
            id={searchId}
            type="search"
            value={text}
            placeholder="e.g. arcs, worker, trajectory"
            onChange={(event) => setText(event.target.value)}
          />
          <label htmlFor={featureId}>Feature</label>
          <select
            id={featureId}
            value={feature ?? ''}
            onChange={(event) => setFeature(isSdkFeatureId(event.target.value) ? event.target.value : null)}
          >
            <option value="">All features ({SUMMARIES.length})</option>
            {USED_FEATURES.map(({feature: id, count}) => (
              <option key={id} value={id}>
                {SDK_FEATURES[id].label} ({count})
              </option>
            ))}
          </select>
        </form>
        <p role="status" className={styles.count}>
          {shown.length === SUMMARIES.length
            ? `${shown.length} examples`
            : `${shown.length} of ${SUMMARIES.length} examples match`}
        </p>
        {shown.length === 0 && text.trim() !== '' && (
          <p>
            No example matches “{text.trim()}”.{' '}
            <Link to={`/search?q=${encodeURIComponent(text.trim())}`}>Search the guides and the API for it</Link>, or
            choose a feature above.
          </p>
        )}
        <ul className={styles.gallery}>
          {shown.map((example) => (
            <Card key={example.id} example={example} />
          ))}
        </ul>
      </main>
    </Layout>
  );
}
