import type {Plugin} from '@docusaurus/types';

export const CRASH_ROUTE = '/test/crash';

/** Test builds only (MAPWEAVE_TEST_HOOKS=1): a route that throws while rendering. */
export default function testHooksPlugin(): Plugin {
  return {
    name: 'mapweave-test-hooks',
    async contentLoaded({actions}) {
      actions.addRoute({path: CRASH_ROUTE, component: '@site/src/test-hooks/Crash', exact: true});
    },
  };
}
