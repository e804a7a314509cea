import {readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

// Example panels use the runner's control kit (src/runner/frame/panel.css) the same way in both
// frameworks: the panel is an <aside class="mw-panel"> (or a named <form>, a landmark too) and
// its look comes from the kit, not from inline styles.
const examplesDir = resolve(import.meta.dirname, '../../examples');
const sources = readdirSync(examplesDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    ['javascript.ts', 'react.tsx'].map((file) => {
      const path = `${entry.name}/${file}`;
      return [path, readFileSync(join(examplesDir, path), 'utf8')] as const;
    }),
  );

const CONTROL = /<(select|input|button)\b|createElement\('(select|input|button)'\)/;
const PANEL_ELEMENT =
  /<aside className="mw-panel">|<form className="mw-panel" aria-label="[^"]+"|createElement\('aside'\);\npanel\.className = 'mw-panel';|createElement\('form'\);\npanel\.className = 'mw-panel';\npanel\.ariaLabel = '[^']+';/;

describe('example panels', () => {
  it.each(sources.filter(([, source]) => CONTROL.test(source)))(
    '%s puts its controls in a kit panel',
    (_path, source) => {
      expect(source).toMatch(PANEL_ELEMENT);
    },
  );

  it.each(sources)('%s styles no panel inline', (_path, source) => {
    expect(source).not.toMatch(
      /\.style\.cssText|<(div|p|fieldset|label|ul|ol)\b[^>]*style=\{\{ (margin|padding|display: 'flex', (gap|flexWrap))/,
    );
  });
});
