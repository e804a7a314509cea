import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {writeLlmsFiles} from '../../plugins/llms-txt';
import {mdxToMarkdown, rewriteLink, type LlmsSite} from '../../src/lib/llms-markdown';
import {codeBlocks, listPages, readPage, ROOT, type ContentRoot} from './docs-content';

const SITE: LlmsSite = {title: 'MapWeave', tagline: 'Maps.', version: '1.5.0', siteRoot: 'https://mapweave.example/'};
const OUT_DIR = mkdtempSync(path.join(tmpdir(), 'mapweave-llms-'));
const PAGES = (['docs', 'api'] as ContentRoot[]).flatMap((root) => listPages(root).map((id) => ({root, id})));

const read = (file: string) => readFileSync(path.join(OUT_DIR, file), 'utf8');

/** Lines of a Markdown text outside its fenced code blocks. */
function proseLines(markdown: string): string[] {
  let inFence = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*```/.test(line)) {
      inFence = !inFence;
      return false;
    }
    return !inFence;
  });
}

beforeAll(async () => {
  await writeLlmsFiles(ROOT, OUT_DIR, SITE);
});
afterAll(() => rmSync(OUT_DIR, {recursive: true, force: true}));

describe('llms.txt', () => {
  it('lists every docs and API page once, with its title, Markdown URL and description', () => {
    const index = read('llms.txt');
    for (const {root, id} of PAGES) {
      const line = new RegExp(`^- \\[[^\\]]+\\]\\(https://mapweave\\.example/${root}/${id}\\.md\\): \\S.+$`, 'm');
      expect(index, `${root}/${id}`).toMatch(line);
    }
    expect(index.match(/^- \[.*\.md\)/gm)).toHaveLength(PAGES.length);
    expect(index).toMatch(/^# MapWeave\n\n> Maps\.\n/);
  });

  it('llms-full.txt holds every page in full', () => {
    const full = read('llms-full.txt');
    for (const {root, id} of PAGES) expect(full).toContain(read(`${root}/${id}.md`).trim());
  });
});

describe.each(PAGES.map((page) => [`${page.root}/${page.id}`, page] as const))('%s.md', (_name, {root, id}) => {
  const source = readPage(root, id);

  it('exists, titled from the front matter', () => {
    const title = /^title:\s*(.+)$/m.exec(source)![1]!.replace(/^['"]|['"]$/g, '');
    expect(read(`${root}/${id}.md`).split('\n')[0]).toBe(`# ${title}`);
  });

  it('has no MDX or JSX left outside code', () => {
    const prose = proseLines(read(`${root}/${id}.md`)).map((line) => line.replace(/`[^`]*`/g, ''));
    expect(prose.filter((line) => /<\/?[A-Za-z]|\{\/\*|^(import|export)\s|\{[^}]*\}/.test(line))).toEqual([]);
  });

  it('keeps every code block, each framework variant labelled', () => {
    const markdown = read(`${root}/${id}.md`);
    const blocks = (text: string) => codeBlocks(text).map((block) => `${block.language}\n${block.code}`);
    expect(blocks(markdown)).toEqual(blocks(source));
    for (const [framework, label] of [
      ['react', 'React'],
      ['javascript', 'JavaScript'],
    ] as const) {
      const variants = source.match(new RegExp(`<ForFramework only="${framework}">`, 'g'))?.length ?? 0;
      expect(markdown.split('\n').filter((line) => line === `**${label}:**`)).toHaveLength(variants);
    }
  });

  it('links pages by absolute URL, docs and API pages to their Markdown copy', () => {
    const links = [...read(`${root}/${id}.md`).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    const relative = links.filter((href) => !/^(https?:|mailto:|#)/.test(href));
    expect(relative).toEqual([]);
    for (const href of links.filter((link) => /^https:\/\/mapweave\.example\/(docs|api)\//.test(link))) {
      const file = href.replace('https://mapweave.example/', '').replace(/#.*$/, '');
      expect(file, `${href} in ${root}/${id}`).toMatch(/\.md$/);
      expect(() => read(file), `${href} in ${root}/${id}`).not.toThrow();
    }
  });
});

describe('mdxToMarkdown', () => {
  const page = {section: 'api' as const, id: 'layers/network-layer', title: 'T', description: 'D'};

  it('labels framework variants and drops MDX comments', () => {
    const mdx = '{/* note */}\n<ForFramework only="react">\n\n```tsx\nconst a = <B />;\n```\n\n</ForFramework>';
    expect(mdxToMarkdown({...page, mdx}, SITE.siteRoot)).toBe('**React:**\n\n```tsx\nconst a = <B />;\n```');
  });

  it('resolves relative and root links', () => {
    expect(rewriteLink(page, '../adapters/standalone.mdx#options', SITE.siteRoot)).toBe(
      'https://mapweave.example/api/adapters/standalone.md#options',
    );
    expect(rewriteLink(page, '/docs/filtering', SITE.siteRoot)).toBe('https://mapweave.example/docs/filtering.md');
    expect(rewriteLink(page, '/download', SITE.siteRoot)).toBe('https://mapweave.example/download');
    expect(rewriteLink(page, '#methods', SITE.siteRoot)).toBe('#methods');
    expect(rewriteLink(page, 'pathname:///llms.txt', SITE.siteRoot)).toBe('https://mapweave.example/llms.txt');
    expect(rewriteLink(page, 'pathname:///docs/filtering.md', SITE.siteRoot)).toBe(
      'https://mapweave.example/docs/filtering.md',
    );
  });

  it('refuses JSX it cannot turn into Markdown, naming the page', () => {
    expect(() => mdxToMarkdown({...page, mdx: 'Text <Tabs>x</Tabs>'}, SITE.siteRoot)).toThrow(
      'api/layers/network-layer: JSX or an MDX expression left in Markdown: <Tabs>',
    );
    expect(() => mdxToMarkdown({...page, mdx: '<ForFramework only="react">\ntext'}, SITE.siteRoot)).toThrow(
      'is not closed',
    );
    expect(() => mdxToMarkdown({...page, mdx: '<ForFramework only="vue">\n</ForFramework>'}, SITE.siteRoot)).toThrow(
      'must be "react" or "javascript"',
    );
  });
});
