// Replaced, not wrapped: the route suggestions belong inside the theme's <main> column, which a wrapper cannot reach.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {closestRoutes} from '@site/src/lib/closest-routes';

/**
 * The theme's not-found content (same heading and text), with the known pages closest to the
 * typed path inside the main landmark: they are the page's content, not site navigation around it.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is
              broken.
            </Translate>
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
  const suggestions = closestRoutes(sitePath);
  return (
    <nav className="margin-top--lg" aria-labelledby="mw-not-found-suggestions">
      {suggestions.length > 0 ? (
        <>
          <h2 id="mw-not-found-suggestions">Did you mean</h2>
          <ul>
            {suggestions.map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{route.title}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id="mw-not-found-suggestions">Where to go from here</h2>
      )}
      <p>
        Start from the <Link to="/docs/mapweave-basics">MapWeave basics</Link>, the{' '}
        <Link to="/api/">API reference</Link> or the <Link to="/">showcase</Link>, or search from the navbar.
      </p>
    </nav>
  );
}
