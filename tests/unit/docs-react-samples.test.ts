import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {codeBlocksUnder} from '../../plugins/hover-types/code-blocks';
import {ROOT} from './docs-content';

/**
 * `<MapWeave>` fills its parent (`height: 100%`), and a fresh app's parent has no height: a React
 * sample that renders the standalone map gives it one, or the map is drawn zero pixels tall. (With
 * a MapLibre or Mapbox `adapter`, the map library's container is the one that needs the size.)
 */
const mapSamples = ['docs', 'api'].flatMap((folder) =>
  codeBlocksUnder(path.join(ROOT, folder))
    .filter(({language, code}) => language === 'tsx' && /<MapWeave[\s>]/.test(code) && !code.includes('adapter={'))
    .map((block) => [`${folder}/${block.file} (code block at line ${block.line})`, block.code] as const),
);

describe('React samples that render <MapWeave>', () => {
  it('are found', () => {
    expect(mapSamples.length).toBeGreaterThan(5);
  });

  it.each(mapSamples)('%s gives the map a height', (_name, code) => {
    expect(code).toMatch(/height:\s*\d+|height:\s*'[^']+'/);
  });
});
