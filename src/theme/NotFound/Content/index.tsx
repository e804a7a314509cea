import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useLocation} from '@docusaurus/router';
import {closestRoutes} from '@site/src/lib/closest-routes';

type Props = WrapperProps<typeof ContentType>;

/** The theme's not-found content, followed by the known pages closest to the typed path. */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <RouteSuggestions />
    </>
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
    <nav className="container margin-bottom--xl" aria-labelledby="mw-not-found-suggestions">
      <div className="row">
        <div className="col col--6 col--offset-3">
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
            <Link to="/api/types">API reference</Link> or the <Link to="/">showcase</Link>, or search from the
            navbar.
          </p>
        </div>
      </div>
    </nav>
  );
}
