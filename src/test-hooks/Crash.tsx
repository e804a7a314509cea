import type {ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Throws while rendering in the browser, with a cause chain, so tests can check the
 * error page. The static HTML (server rendering) must still build, so it throws only
 * once hydrated.
 */
export default function Crash(): ReactNode {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <p>This test page crashes once it runs in the browser.</p>;
  const cause = new Error('Test hook root cause: the data source is unreachable', {
    cause: new Error('Test hook deepest cause: connection refused'),
  });
  throw new Error('Test hook crash: rendering /test/crash failed', {cause});
}
