import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {EXAMPLE_SUMMARIES} from '@site/src/data/example-summaries';
import {exampleUrl} from '@site/src/lib/examples';
import FeatureList from './_FeatureList';
import styles from './index.module.css';
import prose from '../_prose.module.css';

export default function Examples(): ReactNode {
  return (
    <Layout
      title="Examples"
      description="MapWeave examples in React and JavaScript: networks, free nodes and dragging, observations and trajectories over time, GeoJSON."
    >
      <main className={`container margin-vert--lg ${prose.prose}`}>
        <h1>Examples</h1>
        <p className={styles.intro}>
          Each example is a complete program, in React and in plain JavaScript, that uses a few features of MapWeave.
          Its page shows the source for the framework you chose; the <Link to="/docs/getting-started">getting
          started</Link> guide shows how to add MapWeave to a project to run it.
        </p>
        <ul className={styles.gallery}>
          {EXAMPLE_SUMMARIES.map((example) => (
            <li key={example.id} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link to={exampleUrl(example.id)}>{example.title}</Link>
              </h2>
              <p>{example.description}</p>
              <FeatureList features={example.features} label={`Features used by ${example.title}`} />
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
