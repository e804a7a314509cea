import type {Plugin} from '@docusaurus/types';

/** The name of the one chunk that holds every release note's preview. */
const BLOG_PREVIEWS_CHUNK = 'blog-previews';

/** Whether an import request is a release note's preview: the blog loader's `?truncated=true` copy. */
export function isBlogPreviewRequest(request: string): boolean {
  return /^@site\/blog\/[^/?]+\.mdx?\?truncated=true$/.test(request);
}

/** The parts of a bundler chunk that tell which dynamic imports load it. */
interface ChunkOrigins {
  groupsIterable: Iterable<{origins: readonly {request?: string | null}[]}>;
}

/** Whether a chunk is loaded only by imports of release-note previews. */
export function isBlogPreviewChunk(chunk: ChunkOrigins): boolean {
  const requests = [...chunk.groupsIterable].flatMap((group) => group.origins.map((origin) => origin.request ?? ''));
  return requests.length > 0 && requests.every(isBlogPreviewRequest);
}

/**
 * Bundles the release notes' previews into one chunk. Docusaurus gives each post's preview its
 * own chunk, so `/download` (every post's preview) loaded 22 scripts, eighteen of them about
 * 1 KB gzipped, and every page with a Download link in view prefetched all of them. What the
 * preview chunks share with other pages (the post's metadata, `@mdx-js/react`) keeps its copy
 * there: only the preview chunks' modules move.
 */
export default function blogPreviewsPlugin(): Plugin {
  return {
    name: 'mapweave-blog-previews',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              blogPreviews: {name: BLOG_PREVIEWS_CHUNK, chunks: isBlogPreviewChunk, enforce: true, priority: 60},
            },
          },
        },
      };
    },
  };
}
