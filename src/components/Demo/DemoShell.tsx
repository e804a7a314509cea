import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import {DEMOS, demoPath} from '@site/src/data/demos';
import {DATA_ORIGIN, type Demo} from '@site/src/data/demo-meta';
import {exampleSummaries} from '@site/src/data/example-summaries';
import {SDK_FEATURES} from '@site/src/data/features';
import {controlKit} from './controls';
import {exampleUrl} from '@site/src/data/example-meta';
import styles from './Demo.module.css';

export function findDemo(id: string): Demo {
  const demo = DEMOS.find((candidate) => candidate.id === id);
  if (!demo) throw new Error(`No demo "${id}" in src/data/demos.ts`);
  return demo;
}

/**
 * The page around a demo: the site's layout with the demo's title and description. The demo
 * component goes inside, so that its hooks (colour mode) run under the layout's providers.
 */
export function DemoLayout({id, children}: {id: string; children: ReactNode}): ReactNode {
  const demo = findDemo(id);
  return (
    <Layout title={demo.title} description={demo.summary}>
      {children}
    </Layout>
  );
}

/**
 * A demo: its title and summary above the side panel (what it shows, what to try, the controls,
 * the data source, the docs and examples it uses), next to the map; on a phone the map comes
 * between the summary and the panel, so that it is in the first screen.
 *
 *   <DemoShell id="network-management" controls={<MyControls map={map} />}>
 *     <DemoMapArea demoId="network-management" name="Network management" map={map} />
 *   </DemoShell>
 *
 * inside a DemoLayout; a map demo's page is all three together (DemoPage).
 *
 * `controls` go in a labelled "Controls" section; `details` (selection, readouts) under it.
 */
export default function DemoShell({
  id,
  controls,
  details,
  children,
}: {
  id: string;
  controls: ReactNode;
  details?: ReactNode;
  /** The map area. */
  children: ReactNode;
}): ReactNode {
  const demo = findDemo(id);
  const docs = uniqueDocs(demo);
  const examples = exampleSummaries().filter((example) => demo.examples.includes(example.id));
  return (
    <main className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          <Link to="/">Showcase</Link> › Demo
        </p>
        <h1 id="demo-title" className={styles.title}>
          {demo.title}
        </h1>
        <p className={styles.summary}>{demo.summary}</p>
        <p className={styles.dataOrigin}>{DATA_ORIGIN}</p>
      </header>
      <aside className={`${styles.panel} ${controlKit}`} aria-labelledby="demo-title">
        <details className={styles.section} open>
          <summary>What to try</summary>
          <ul>
            {demo.tryThis.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
        <section className={styles.controls} aria-label="Controls">
          {controls}
        </section>
        {details}
        <details className={styles.section}>
          <summary>What it shows</summary>
          {demo.scenario.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </details>
        <details className={styles.section}>
          <summary>Data source</summary>
          {demo.data.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p>
            Every source and its licence: <Link to="/content-terms">content terms</Link>.
          </p>
        </details>
        <details className={styles.section}>
          <summary>Docs and examples</summary>
          <ul>
            {docs.map(({label, docPath}) => (
              <li key={label}>
                <Link to={docPath}>{label}</Link>
              </li>
            ))}
            {examples.map((example) => (
              <li key={example.id}>
                Example: <Link to={exampleUrl(example.id)}>{example.title}</Link>
              </li>
            ))}
          </ul>
        </details>
        <nav className={styles.section} aria-label="Other demos">
          <h2 className={styles.smallHeading}>Other demos</h2>
          <ul className={styles.inlineList}>
            {DEMOS.filter((other) => other.id !== demo.id).map((other) => (
              <li key={other.id}>
                <Link to={demoPath(other.id)}>{other.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.mapColumn}>{children}</div>
    </main>
  );
}

/** The docs the demo's features point to, each once, with the feature label that names it first. */
function uniqueDocs(demo: Demo): {label: string; docPath: string}[] {
  const seen = new Map<string, string>();
  for (const {feature} of demo.features) {
    const {label, docPath} = SDK_FEATURES[feature];
    if (!seen.has(docPath)) seen.set(docPath, label);
  }
  return [...seen].map(([docPath, label]) => ({label, docPath}));
}
