import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {DEMOS, demoPath} from '@site/src/data/demos';
import {exampleSummaries} from '@site/src/data/example-summaries';
import {SDK_FEATURES} from '@site/src/data/features';
import {exampleUrl} from '@site/src/lib/examples';
import styles from './_DemoPage.module.css';
import prose from '../_prose.module.css';

/** The page of one demo: what it shows, the SDK features it uses and its data. */
export default function DemoPage({id}: {id: string}): ReactNode {
  const demo = DEMOS.find((candidate) => candidate.id === id);
  if (!demo) throw new Error(`DemoPage: no demo "${id}" in src/data/demos.ts`);
  const featureIds = new Set(demo.features.map(({feature}) => feature));
  const relatedExamples = exampleSummaries().filter((example) => example.features.some((f) => featureIds.has(f)));
  const otherDemos = DEMOS.filter((other) => other.id !== demo.id);

  return (
    <Layout title={demo.title} description={demo.summary}>
      <main className={`container margin-vert--lg ${styles.page} ${prose.prose}`}>
        <p className={styles.eyebrow}>
          <Link to="/">Showcase</Link> › Demo
        </p>
        <h1>{demo.title}</h1>
        <p className={styles.lead}>{demo.summary}</p>
        <div className="alert alert--info margin-bottom--lg" role="note">
          This page describes the demo: its scenario, the layers and SDK features it uses, and its data. The
          interactive map of the demo is not on this page; each feature below links to its documentation, and the
          examples show the same features in complete code.
        </div>

        <section aria-labelledby="scenario">
          <h2 id="scenario">Scenario</h2>
          {demo.scenario.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby="features">
          <h2 id="features">Layers and SDK features</h2>
          <dl className={styles.features}>
            {demo.features.map(({feature, use}) => (
              <div key={feature} className={styles.feature}>
                <dt>
                  <Link to={SDK_FEATURES[feature].docPath}>{SDK_FEATURES[feature].label}</Link>
                </dt>
                <dd>{use}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="data">
          <h2 id="data">Data</h2>
          {demo.data.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            Every data source and its licence is listed in the <Link to="/content-terms">content terms</Link>.
          </p>
        </section>

        {relatedExamples.length > 0 && (
          <section aria-labelledby="examples">
            <h2 id="examples">Examples with these features</h2>
            <ul>
              {relatedExamples.map((example) => (
                <li key={example.id}>
                  <Link to={exampleUrl(example.id)}>{example.title}</Link>: {example.description}
                </li>
              ))}
            </ul>
          </section>
        )}

        <nav aria-labelledby="other-demos" className={styles.otherDemos}>
          <h2 id="other-demos">Other demos</h2>
          <ul>
            {otherDemos.map((other) => (
              <li key={other.id}>
                <Link to={demoPath(other.id)}>{other.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </Layout>
  );
}
