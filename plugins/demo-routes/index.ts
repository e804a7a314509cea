import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {DEMOS, demoPath} from '../../src/data/demos';

/**
 * The page of every demo in the registry (src/data/demos.ts), drawn by the default export of
 * src/demos/<id>/Page.tsx, so a demo's page lives in its own folder rather than in src/pages/.
 */
export default function demoRoutesPlugin({baseUrl}: LoadContext): Plugin {
  return {
    name: 'mapweave-demo-routes',
    async contentLoaded({actions}) {
      for (const {id} of DEMOS) {
        actions.addRoute({
          path: normalizeUrl([baseUrl, demoPath(id)]),
          component: `@site/src/demos/${id}/Page.tsx`,
          exact: true,
          // What @docusaurus/plugin-content-pages gives a page of src/pages/, so the built page is the same.
          modules: {config: '@generated/docusaurus.config'},
        });
      }
    },
  };
}
