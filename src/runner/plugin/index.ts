import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildRunner} from './build';

/** Builds the sandboxed example runner into static/runner before the site's static files are copied. */
export default function runnerPlugin(context: LoadContext): Plugin {
  let built: Promise<void> | null = null;
  return {
    name: 'mapweave-runner',
    async loadContent() {
      built ??= buildRunner(context.siteDir, path.join(context.siteDir, 'static', 'runner')).catch((error: unknown) => {
        built = null;
        throw error;
      });
      await built;
    },
    getPathsToWatch() {
      return [
        path.join(context.siteDir, 'src', 'runner', 'frame', '**'),
        path.join(context.siteDir, 'src', 'runner', 'protocol.ts'),
      ];
    },
  };
}
