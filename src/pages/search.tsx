import {useEffect, useId, useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';
import ResultText from '@site/src/components/SiteSearch/ResultText';
import WaysOn from '@site/src/components/SiteSearch/WaysOn';
import {searchMessage, useSiteSearch} from '@site/src/components/SiteSearch/useSiteSearch';
import styles from '@site/src/components/SiteSearch/styles.module.css';

const SHOWN = 50;

/** Every result for a query (`/search?q=…`), as links; the query stays in the address. */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const {search, status, prepare} = useSiteSearch();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const inputId = useId();

  useEffect(prepare, [prepare]);

  const results = useMemo(() => (search && query.trim() ? search(query, SHOWN) : []), [search, query]);
  const readAs = useMemo(() => (search && query.trim() ? search.read(query).corrected : null), [search, query]);

  return (
    <Layout title="Search" description="Search MapWeave's guides, API reference and release notes.">
      <main className="container margin-vert--lg">
        <h1>Search</h1>
        <form role="search" aria-label="Site" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId}>Search the guides, the API reference and the release notes</label>
          <input
            id={inputId}
            type="search"
            className="navbar__search-input margin-vert--sm"
            style={{width: '100%', maxWidth: '40rem', display: 'block'}}
            value={query}
            onChange={(event) =>
              history.replace({search: event.target.value ? `?q=${encodeURIComponent(event.target.value)}` : ''})
            }
          />
        </form>
        <p role="status">{searchMessage(status, query, results.length, readAs)}</p>
        {status === 'ready' && query.trim() !== '' && results.length === 0 && (
          <WaysOn query={query.trim()} onSearchPage />
        )}
        <ol className={styles.results}>
          {results.map((result) => (
            <li key={result.url}>
              <Link to={result.url}>
                <ResultText result={result} />
              </Link>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
