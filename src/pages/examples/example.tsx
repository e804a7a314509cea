import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CodeBlock from '@theme/CodeBlock';
import Layout from '@theme/Layout';
import ForFramework from '@site/src/components/ForFramework';
import {EXAMPLES} from '@site/src/data/examples';
import {findExample, playgroundUrl, type Example} from '@site/src/lib/examples';
import FeatureList from './_FeatureList';
import styles from './example.module.css';
import prose from '../_prose.module.css';

function ExampleDetails({example}: {example: Example}): ReactNode {
  return (
    <>
      <h1>{example.title}</h1>
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
      <h2>Source</h2>
      <p>
        The code below is the example’s complete source; it is shown here, not run on this page. The React version
        default-exports the component to render; the JavaScript version draws into the element with id{' '}
        <code>map</code>. <Link to="/docs/getting-started">Getting started</Link> shows how to add MapWeave to a
        project to run it.
      </p>
      <ForFramework only="react">
        <CodeBlock language="tsx" title={`examples/${example.id}/react.tsx`} showLineNumbers>
          {example.source.react}
        </CodeBlock>
      </ForFramework>
      <ForFramework only="javascript">
        <CodeBlock language="ts" title={`examples/${example.id}/javascript.ts`} showLineNumbers>
          {example.source.javascript}
        </CodeBlock>
      </ForFramework>
    </>
  );
}

function ExampleNotFound({name}: {name: string | null}): ReactNode {
  return (
    <>
      <h1>Example not found</h1>
      <p>
        {name === null || name === ''
          ? 'The address names no example.'
          : `There is no example named “${name}”.`}{' '}
        Pick one from the <Link to="/examples/">gallery of examples</Link>.
      </p>
    </>
  );
}

/** `/examples/example?name=<id>`: the query is read in the browser, after hydration. */
export default function ExamplePage(): ReactNode {
  const isBrowser = useIsBrowser();
  const {search} = useLocation();
  const name = isBrowser ? new URLSearchParams(search).get('name') : null;
  const example = isBrowser ? findExample(EXAMPLES, name) : null;

  let content: ReactNode;
  if (!isBrowser) {
    content = (
      <>
        <h1>Example</h1>
        <p role="status">Loading the example…</p>
      </>
    );
  } else if (example) {
    content = <ExampleDetails example={example} />;
  } else {
    content = <ExampleNotFound name={name} />;
  }

  return (
    <Layout
      title={example ? `${example.title} example` : 'Example'}
      description={example ? example.description : 'A MapWeave example: its description and complete source in React and JavaScript.'}
    >
      <main className={`container margin-vert--lg ${styles.page} ${prose.prose}`}>{content}</main>
    </Layout>
  );
}
