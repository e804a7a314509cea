import {describe, expect, it} from 'vitest';
import {isBlogPreviewChunk, isBlogPreviewRequest} from '../../plugins/blog-previews';

const chunk = (...requests: (string | null)[]) => ({
  groupsIterable: [{origins: requests.map((request) => ({request}))}],
});

describe('blog previews chunk', () => {
  it('recognises the blog loader’s truncated copies and nothing else', () => {
    expect(isBlogPreviewRequest('@site/blog/2025-10-16-mapweave-1.5.mdx?truncated=true')).toBe(true);
    expect(isBlogPreviewRequest('@site/blog/2024-03-12-mapweave-0.1.md?truncated=true')).toBe(true);
    expect(isBlogPreviewRequest('@site/blog/2025-10-16-mapweave-1.5.mdx')).toBe(false);
    expect(isBlogPreviewRequest('@site/docs/intro.mdx?truncated=true')).toBe(false);
    expect(isBlogPreviewRequest('@site/blog/nested/post.mdx?truncated=true')).toBe(false);
    expect(isBlogPreviewRequest('@site/blog/post.mdx?truncated=false')).toBe(false);
  });

  it('takes a chunk only when every import that loads it is a preview', () => {
    expect(isBlogPreviewChunk(chunk('@site/blog/a.mdx?truncated=true'))).toBe(true);
    expect(isBlogPreviewChunk(chunk('@site/blog/a.mdx?truncated=true', '@site/blog/a.mdx'))).toBe(false);
    expect(isBlogPreviewChunk(chunk('@site/blog/a.mdx?truncated=true', null))).toBe(false);
    expect(isBlogPreviewChunk(chunk())).toBe(false);
    expect(isBlogPreviewChunk({groupsIterable: []})).toBe(false);
  });
});
