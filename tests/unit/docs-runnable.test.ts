import {describe, expect, it} from 'vitest';
import {runnableSnippet} from '../../src/runner/host/runnable-snippet';
import {codeBlocks, listPages, readPage, type ContentRoot} from './docs-content';

const blocks = (['docs', 'api'] as ContentRoot[]).flatMap((root) =>
  listPages(root).flatMap((id) => codeBlocks(readPage(root, id)).map((block) => ({page: `${root}/${id}`, ...block}))),
);

describe('runnable snippets in docs and API pages', () => {
  const runnable = blocks.filter((block) => runnableSnippet(block.language, block.code));

  it('are many, in both frameworks', () => {
    expect(runnable.length).toBeGreaterThan(20);
    const frameworks = new Set(runnable.map((block) => runnableSnippet(block.language, block.code)!.framework));
    expect([...frameworks].sort()).toEqual(['javascript', 'react']);
  });

  it('include the getting-started program for both frameworks', () => {
    const pages = runnable.filter((block) => block.page === 'docs/getting-started').map((block) => block.language);
    expect(pages).toEqual(expect.arrayContaining(['ts', 'tsx']));
  });
});
