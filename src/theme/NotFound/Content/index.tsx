// Replaced, not wrapped: the route suggestions belong inside the theme's <main> column, which a wrapper cannot reach.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {KNOWN_ROUTES} from '@site/src/data/routes';
import {closestRoutes, searchWords} from '@site/src/lib/closest-routes';
import styles from './styles.module.css';

/**
 * The site's not-found content: what happened in plain words, the known pages closest to the
 * typed path and the ways on (search for the path's words, examples, docs, API), inside the main
 * landmark: they are the page's content, not site navigation around it.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Nothing at this address
          </Heading>
          <p>
            No page of the MapWeave site lives here. The address may be mistyped, or the page may have moved when the
            docs were reorganised.
          </p>
          <RouteSuggestions />
        </div>
      </div>
    </main>
  );
}

function RouteSuggestions(): ReactNode {
  // 404.html is rendered once for every unknown path: suggest only in the browser, after hydration.
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  if (!isBrowser) return null;
  const sitePath = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  const suggestions = closestRoutes(sitePath, KNOWN_ROUTES);
  const words = searchWords(sitePath);
  return (
    <>
      {suggestions.length > 0 && (
        <nav className="margin-top--lg" aria-labelledby="mw-not-found-suggestions">
          <h2 id="mw-not-found-suggestions">Did you mean</h2>
          <ul>
            {suggestions.map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{route.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <nav className={clsx('margin-top--lg', styles.waysOn)} aria-labelledby="mw-not-found-ways-on">
        <h2 id="mw-not-found-ways-on">Where to go from here</h2>
        <ul>
          {words && (
            <li>
              <Link to={`/search?q=${encodeURIComponent(words)}`}>Search the site for “{words}”</Link>
            </li>
          )}
          <li>
            <Link to="/examples/">Browse the examples</Link>, each a live map with its code
          </li>
          <li>
            <Link to="/docs/mapweave-basics">Read MapWeave basics</Link> or the <Link to="/api/">API reference</Link>
          </li>
          <li>
            <Link to="/">Go to the showcase</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
