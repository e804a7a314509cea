import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/**
 * Where to go when a query finds nothing: the examples, the API overview, the guides' start,
 * and (from the navbar) the search page, which keeps the query in its address.
 */
export default function WaysOn({query, onSearchPage}: {query: string; onSearchPage: boolean}): ReactNode {
  return (
    <nav aria-label="Other ways to find it" className={styles.waysOn}>
      <p>Nothing in the guides, the API reference or the release notes matches “{query}”. Try:</p>
      <ul>
        {!onSearchPage && (
          <li>
            <Link to={`/search?q=${encodeURIComponent(query)}`}>The search page, to change the words</Link>
          </li>
        )}
        <li>
          <Link to="/examples/">The examples, by feature</Link>
        </li>
        <li>
          <Link to="/api/">The API overview, every export in one table</Link>
        </li>
        <li>
          <Link to="/docs/mapweave-basics">MapWeave basics</Link>
        </li>
      </ul>
    </nav>
  );
}
