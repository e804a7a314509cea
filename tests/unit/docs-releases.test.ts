import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger, DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile} from '@docusaurus/utils';
import {beforeAll, describe, expect, it} from 'vitest';
import {releaseSlug} from '../../src/components/DownloadCard/format';
import {RELEASE_DATE} from '../../src/lib/site-fields';
import {RELEASE_VERSIONS} from '../spec-routes';
import {headings, listPages, pageFile, readPage, ROOT, section, type ContentRoot} from './docs-content';

interface Post {
  file: string;
  slug: string;
  date: string;
  authors: string[];
  description: string;
  content: string;
}

function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split('.').map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

async function readPosts(): Promise<Post[]> {
  return Promise.all(
    listPages('blog').map(async (id) => {
      const file = pageFile('blog', id)!;
      const {frontMatter, content} = await parseMarkdownFile({
        filePath: file,
        fileContent: readFileSync(file, 'utf8'),
        parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
      });
      const date =
        frontMatter.date instanceof Date ? frontMatter.date.toISOString().slice(0, 10) : String(frontMatter.date);
      return {
        file,
        slug: String(frontMatter.slug),
        date,
        authors: (frontMatter.authors as string[]) ?? [],
        description: String(frontMatter.description),
        content,
      };
    }),
  );
}

/** The heading anchors of a page, as Docusaurus derives them. */
function anchorsOf(root: ContentRoot, id: string): Set<string> {
  const slugger = createSlugger();
  return new Set(headings(readPage(root, id)).map((heading) => slugger.slug(heading.text)));
}

let posts: Post[] = [];
beforeAll(async () => {
  posts = await readPosts();
});

describe('release notes', () => {
  it('have exactly one post per version of the spec', () => {
    expect(posts.map((post) => post.slug).sort(compareVersions)).toEqual(RELEASE_VERSIONS);
  });

  it('are dated in version order', () => {
    const byVersion = [...posts].sort((a, b) => compareVersions(a.slug, b.slug));
    for (let index = 1; index < byVersion.length; index += 1) {
      expect(
        byVersion[index]!.date > byVersion[index - 1]!.date,
        `${byVersion[index]!.slug} after ${byVersion[index - 1]!.slug}`,
      ).toBe(true);
    }
  });

  it('end with the version of the SDK package, released on the site build date', () => {
    const {version} = JSON.parse(readFileSync(path.join(ROOT, 'packages/mapweave/package.json'), 'utf8')) as {
      version: string;
    };
    const newest = [...posts].sort((a, b) => a.date.localeCompare(b.date)).at(-1)!;
    expect(newest.slug).toBe(releaseSlug(version));
    expect(newest.date).toBe(RELEASE_DATE);
  });

  it('are each summed up in the package CHANGELOG, newest first, with the description of the post', () => {
    const changelog = readFileSync(path.join(ROOT, 'packages/mapweave/CHANGELOG.md'), 'utf8');
    const released = [...changelog.matchAll(/^## (\d+\.\d+\.\d+) \((\d{4}-\d{2}-\d{2})\)\n\n(.+)$/gm)].map(
      ([, version, date, summary]) => ({slug: releaseSlug(version!), date, summary}),
    );
    const expected = [...posts]
      .sort((a, b) => b.date.localeCompare(a.date))
      .map((post) => ({slug: post.slug, date: post.date, summary: post.description}));
    expect(released).toEqual(expected);
  });

  it('each have a summary, a truncate marker and Added / Changed / Fixed / Breaking sections in that order', () => {
    const order = ['Added', 'Changed', 'Fixed', 'Breaking'];
    for (const post of posts) {
      const [summary, details] = post.content.split('{/* truncate */}');
      expect(details, `${post.file} has no {/* truncate */}`).toBeDefined();
      expect(summary!.trim().length, `${post.file} has no summary`).toBeGreaterThan(20);
      const sections = headings(post.content)
        .filter((heading) => heading.depth === 2)
        .map((heading) => heading.text);
      expect(sections.length, `${post.file} has no section`).toBeGreaterThan(0);
      expect(
        sections.filter((name) => !order.includes(name)),
        post.file,
      ).toEqual([]);
      expect(sections, post.file).toEqual([...sections].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
      for (const name of sections) {
        const items = section(post.content, name)
          .split('\n')
          .filter((line) => line.startsWith('- '));
        expect(items.length, `${post.file}: ## ${name} lists nothing`).toBeGreaterThan(0);
      }
    }
  });

  it('each link a docs or API page from the highlights shown on /download and from the notes', () => {
    const linksDocs = (text: string) => /\]\(\/(docs|api)\/[^)\s]+\)/.test(text);
    const without = posts
      .filter((post) => !linksDocs(post.content.split('{/* truncate */}')[0]!))
      .map((post) => post.slug);
    expect(without, 'posts whose highlights link no docs or API page').toEqual([]);
    const notesWithout = posts
      .filter((post) => !linksDocs(post.content.split('{/* truncate */}')[1] ?? ''))
      .map((post) => post.slug);
    expect(notesWithout, 'posts whose notes link no docs or API page').toEqual([]);
  });

  it('are written by authors defined in blog/authors.yml, without external avatars', async () => {
    // The YAML parser Docusaurus uses for front matter reads authors.yml as well.
    const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: 'blog/authors.yml',
      fileContent: `---\n${readFileSync(path.join(ROOT, 'blog/authors.yml'), 'utf8')}---\n`,
    });
    const authors = frontMatter as Record<string, Record<string, unknown>>;
    for (const post of posts) {
      expect(post.authors.length, post.file).toBeGreaterThan(0);
      for (const author of post.authors) expect(Object.keys(authors), post.file).toContain(author);
    }
    for (const author of Object.values(authors)) expect(author.image_url).toBeUndefined();
  });

  it('link only to docs and API pages and anchors that exist', () => {
    const broken: string[] = [];
    let checked = 0;
    for (const post of posts) {
      for (const match of post.content.matchAll(/\]\(\/(docs|api)\/([^)#\s]+)(?:#([^)\s]+))?\)/g)) {
        const [link, root, id, anchor] = match as unknown as [string, ContentRoot, string, string | undefined];
        checked += 1;
        if (!pageFile(root, id)) broken.push(`${post.slug}: ${link} (no ${root}/${id}.md(x))`);
        else if (anchor && !anchorsOf(root, id).has(anchor))
          broken.push(`${post.slug}: ${link} (no heading #${anchor})`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });
});
