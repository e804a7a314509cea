import type {ReactNode} from 'react';

/** Throws while rendering, with a cause chain, so tests can check the error page. */
export default function Crash(): ReactNode {
  const cause = new Error('Test hook root cause: the data source is unreachable', {
    cause: new Error('Test hook deepest cause: connection refused'),
  });
  throw new Error('Test hook crash: rendering /test/crash failed', {cause});
}
