import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode} from '@docusaurus/theme-common';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import Runner from '@site/src/runner/host/Runner';
import {EXAMPLES} from '@site/src/data/examples';
import {useExampleHoverTypes} from '@site/src/hover-types/useExampleHoverTypes';
import {HOVER_TYPES_PROP} from '@site/src/hover-types/data';
import {useFramework} from '@site/src/hooks/useFramework';
import {quotableText} from '@site/src/lib/display-text';
import {examplePosterScript} from '@site/src/lib/example-poster';
import {
  EXAMPLE_SOURCE_FILES,
  EXAMPLE_THUMBNAIL_SIZE,
  exampleThumbnailUrl,
  exampleUrl,
  findExample,
  playgroundUrl,
  type Example,
} from '@site/src/data/example-meta';
import {FRAMEWORK_LABELS, type Framework} from '@site/src/lib/framework';
import type {FrameToPageMessage} from '@site/src/runner/protocol';
import FeatureList from './_FeatureList';
import styles from './example.module.css';
import prose from '../_prose.module.css';

/** An example's program, its SDK names with their types on hover and focus once those have loaded. */
function ExampleSource({id, framework, source}: {id: string; framework: Framework; source: string}): ReactNode {
  const {file, language} = EXAMPLE_SOURCE_FILES[framework];
  const hoverTypes = useExampleHoverTypes(id, file);
  return (
    <CodeBlock
      language={language}
      title={`examples/${id}/${file}`}
      showLineNumbers
      {...(hoverTypes ? {[HOVER_TYPES_PROP]: hoverTypes} : {})}
    >
      {source}
    </CodeBlock>
  );
}

function docTitle(path: string): string {
  const last = path.split('/').pop() ?? path;
  const words = last.replace(/-/g, ' ');
  return `${path.startsWith('/api/') ? 'API: ' : ''}${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

function Neighbours({example}: {example: Example}): ReactNode {
  const index = EXAMPLES.indexOf(example);
  const previous = EXAMPLES[(index - 1 + EXAMPLES.length) % EXAMPLES.length];
  const next = EXAMPLES[(index + 1) % EXAMPLES.length];
  return (
    <nav className="pagination-nav" aria-label="Other examples">
      {previous && (
        <Link className="pagination-nav__link pagination-nav__link--prev" to={exampleUrl(previous.id)}>
          <div className="pagination-nav__sublabel">Previous example</div>
          <div className="pagination-nav__label">{previous.title}</div>
        </Link>
      )}
      {next && (
        <Link className="pagination-nav__link pagination-nav__link--next" to={exampleUrl(next.id)}>
          <div className="pagination-nav__sublabel">Next example</div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      )}
    </nav>
  );
}

function ExampleDetails({example, framework}: {example: Example; framework: Framework | null | undefined}): ReactNode {
  const source = framework ? example.source[framework] : null;
  return (
    <>
      <h1>{example.title}</h1>
      {framework && source !== null ? (
        <LiveExample key={`${example.id}:${framework}`} example={example} framework={framework} source={source} />
      ) : (
        <p className={styles.waiting} role="status">
          Choose your framework to run the example.
        </p>
      )}
      <p className={styles.description}>{example.description}</p>
      <FeatureList features={example.features} label="Features used" />
      <ul className={styles.actions}>
        <li>
          <Link className="button button--primary" to={playgroundUrl(example.id)}>
            Open in playground
          </Link>
        </li>
        <li>
          <Link className="button button--secondary" to="/examples/">
            All examples
          </Link>
        </li>
      </ul>
      {framework && source !== null && (
        <>
          <h2>Source</h2>
          <p>
            This is the complete {FRAMEWORK_LABELS[framework]} program that runs above, unchanged.{' '}
            {framework === 'react'
              ? 'It default-exports the component to render.'
              : 'It draws into the element with id map.'}{' '}
            <Link to="/docs/getting-started">Getting started</Link> shows how to add MapWeave to a project.
          </p>
          <ExampleSource id={example.id} framework={framework} source={source} />
        </>
      )}
      <h2>Read more</h2>
      <ul aria-label="Documentation for this example">
        {example.docs.map((path) => (
          <li key={path}>
            <Link to={path}>{docTitle(path)}</Link>
          </li>
        ))}
      </ul>
      <Neighbours example={example} />
    </>
  );
}

/**
 * The example running, with its thumbnail over the frame until the first frame is drawn (or the
 * run fails): the same picture the server HTML showed from the first paint, in the same box, so
 * hydration neither blanks the box nor paints a new largest element.
 */
function LiveExample({example, framework, source}: {example: Example; framework: Framework; source: string}): ReactNode {
  const [covered, setCovered] = useState(true);
  const uncover = (message: FrameToPageMessage) => {
    if (message.type === 'first-frame' || message.type === 'error') setCovered(false);
  };
  return (
    <div className={styles.live}>
      <Runner
        framework={framework}
        source={source}
        runId={1}
        title={`${example.title}: live ${FRAMEWORK_LABELS[framework]} example`}
        onMessage={uncover}
        inScrollingPage
      />
      {covered && <ExamplePoster id={example.id} />}
    </div>
  );
}

/** The example's thumbnail over the runner's stage, in the page's colour mode. */
function ExamplePoster({id}: {id: string}): ReactNode {
  const mode = useColorMode().colorMode === 'dark' ? 'dark' : 'light';
  const src = useBaseUrl(exampleThumbnailUrl(id, mode));
  const src2x = useBaseUrl(exampleThumbnailUrl(id, mode, 2));
  return (
    <img
      className={`${styles.poster} ${styles.livePoster}`}
      src={src}
      srcSet={`${src} 1x, ${src2x} 2x`}
      alt=""
      {...EXAMPLE_THUMBNAIL_SIZE}
    />
  );
}

function ExampleNotFound({name}: {name: string | null}): ReactNode {
  return (
    <>
      <h1>Example not found</h1>
      <p>
        {name === null || name === ''
          ? 'The address names no example.'
          : `There is no example named “${quotableText(name)}”.`}{' '}
        Pick one from the <Link to="/examples/">gallery of examples</Link>.
      </p>
    </>
  );
}

/** `/examples/example?name=<id>`: the query is read in the browser, after hydration. */
export default function ExamplePage(): ReactNode {
  const isBrowser = useIsBrowser();
  const framework = useFramework();
  const {search} = useLocation();
  const name = isBrowser ? new URLSearchParams(search).get('name') : null;
  const example = isBrowser ? findExample(EXAMPLES, name) : null;
  const thumbnailPrefix = useBaseUrl('/img/examples/');

  let content: ReactNode;
  if (!isBrowser) {
    // The map's box is held from the first paint, and the footer kept below the fold, so
    // nothing moves when the example renders after hydration. The box shows the example's
    // thumbnail from the first paint (the script sets it from the address before that paint).
    content = (
      <>
        <h1>Example</h1>
        <div className={`${styles.waiting} ${styles.reserved}`}>
          <img
            className={styles.poster}
            alt=""
            {...EXAMPLE_THUMBNAIL_SIZE}
            fetchPriority="high"
            hidden
            suppressHydrationWarning
          />
          <script
            dangerouslySetInnerHTML={{
              __html: examplePosterScript(
                EXAMPLES.map(({id}) => id),
                thumbnailPrefix,
              ),
            }}
          />
          <p className={styles.status} role="status">
            Loading the example…
          </p>
        </div>
      </>
    );
  } else if (example) {
    content = <ExampleDetails example={example} framework={framework} />;
  } else {
    content = <ExampleNotFound name={name} />;
  }

  return (
    <Layout
      title={example ? `${example.title} example` : 'Example'}
      description={example ? example.description : 'A MapWeave example: a live map and its complete source in React and JavaScript.'}
    >
      <main className={`container margin-vert--lg ${styles.page} ${prose.prose} ${isBrowser ? '' : styles.loading}`}>
        {content}
      </main>
    </Layout>
  );
}
