import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import type {Plugin} from '@docusaurus/types';

const {resolve: resolveModule} = createRequire(import.meta.url);

/**
 * Keeps Prism out of the first load. The classic theme's client module `prism-include-languages`
 * imports Prism at startup on every page (110 KB of `main.js`, about 130 ms of evaluation at
 * Lighthouse's 4× slowdown, most pages having no code to highlight). This resolves that module to
 * nothing. `src/hooks/highlightedCodeContent` includes the configured languages instead: the
 * server build imports it through `src/hooks/serverHighlightedCodeContent`, which the browser's
 * build resolves to nothing, and the browser loads it when a code block first needs it.
 */
export default function lazyPrismPlugin(): Plugin {
  const clientModule = resolveModule('@docusaurus/theme-classic/lib/prism-include-languages');
  const serverContent = fileURLToPath(new URL('../../src/hooks/serverHighlightedCodeContent', import.meta.url));
  return {
    name: 'mapweave-lazy-prism',
    configureWebpack(_config, isServer) {
      // The theme requires its client module by the path without the extension.
      const alias: Record<string, false> = {[clientModule]: false, [clientModule.replace(/\.js$/, '')]: false};
      if (!isServer) alias[serverContent] = false;
      return {resolve: {alias}};
    },
  };
}
