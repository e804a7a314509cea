import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseExampleMeta} from '../../src/data/example-meta';

// Examples name the docs pages they illustrate (meta.json "docs"); those pages render
// <PageExamples />, which lists them. Both directions are checked here.
const root = resolve(import.meta.dirname, '../..');
const examplesDir = join(root, 'examples');

const examples = readdirSync(examplesDir, {withFileTypes: true})
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({
    id: entry.name,
    ...parseExampleMeta(entry.name, JSON.parse(readFileSync(join(examplesDir, entry.name, 'meta.json'), 'utf8'))),
  }));

function pageFile(docPath: string): string {
  const [, section, ...rest] = docPath.split('/');
  return join(root, section === 'docs' ? 'docs' : 'api', `${rest.join('/')}.mdx`);
}

function mdxPages(dir: string, prefix: string): string[] {
  return readdirSync(join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mdx'))
    .map(
      (entry) =>
        `${prefix}/${join(entry.parentPath, entry.name)
          .slice(join(root, dir).length + 1)
          .replace(/\.mdx$/, '')}`,
    );
}

const linkedPaths = [...new Set(examples.flatMap((example) => example.docs))];

describe('examples ↔ docs pages', () => {
  it.each(examples.flatMap((example) => example.docs.map((doc) => [example.id, doc] as const)))(
    'examples/%s names %s, which exists',
    (_id, doc) => {
      expect(existsSync(pageFile(doc))).toBe(true);
    },
  );

  it.each(linkedPaths)('%s lists its examples with <PageExamples />', (doc) => {
    expect(readFileSync(pageFile(doc), 'utf8')).toMatch(/^<PageExamples \/>$/m);
  });

  it.each(
    [...mdxPages('docs', '/docs'), ...mdxPages('api', '/api')].filter((doc) =>
      readFileSync(pageFile(doc), 'utf8').includes('<PageExamples'),
    ),
  )('%s renders <PageExamples /> and some example names it', (doc) => {
    expect(linkedPaths).toContain(doc);
  });
});
