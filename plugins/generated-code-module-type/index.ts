import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The root package.json has `"type": "module"`, so the bundler would parse Docusaurus'
 * generated `.docusaurus/*.js` as strict ES modules, where the `require.resolveWeak`
 * calls of its route registry do not exist ("require.resolveWeak is not a function" at
 * build time). Parse those generated files as the CommonJS-or-ESM ("auto") code they are.
 */
export default function generatedCodeModuleTypePlugin(context: LoadContext): Plugin {
  return {
    name: 'mapweave-generated-code-module-type',
    configureWebpack() {
      return {
        module: {
          rules: [{test: /\.js$/, include: [path.join(context.siteDir, '.docusaurus')], type: 'javascript/auto'}],
        },
      };
    },
  };
}
