import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {exampleSummaries} from '@site/src/data/example-summaries';
import {exampleUrl, examplesForDoc} from '@site/src/data/example-meta';

/**
 * The examples whose `meta.json` names the page this is rendered on: docs pages write
 * `<PageExamples />` and the list follows the examples folder.
 */
export default function PageExamples(): ReactNode {
  const {pathname} = useLocation();
  const examples = examplesForDoc(exampleSummaries(), pathname);
  return (
    <ul>
      {examples.map((example) => (
        <li key={example.id}>
          <Link to={exampleUrl(example.id)}>{example.title}</Link>: {example.description}
        </li>
      ))}
    </ul>
  );
}
