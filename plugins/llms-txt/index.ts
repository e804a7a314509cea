import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile} from '@docusaurus/utils';
import docsSidebars from '../../sidebars';
import apiSidebars from '../../sidebarsApi';
import {LICENCE_NOTE} from '../../src/data/licence';
import {exampleUrl, examplesForDoc, parseExampleMeta, type ExampleSummary} from '../../src/data/example-meta';
import {
  llmsFull,
  llmsIndex,
  pageMarkdown,
  pagePath,
  rewriteLink,
  type LlmsComponents,
  type LlmsPage,
  type LlmsSection,
  type LlmsSite,
} from '../../src/lib/llms-markdown';

/** Doc ids of a sidebar, in reading order, through categories. */
function sidebarIds(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(sidebarIds);
  if (typeof items === 'object' && items !== null) {
    const item = items as {type?: string; id?: string; items?: unknown};
    if (item.type === 'doc' && item.id) return [item.id];
    if (item.type === 'category') return sidebarIds(item.items);
    if (!item.type) return Object.values(items).flatMap(sidebarIds);
  }
  throw new Error(`llms.txt: unexpected sidebar item ${JSON.stringify(items)}`);
}

const SECTIONS: {section: LlmsSection; sidebars: unknown}[] = [
  {section: 'docs', sidebars: docsSidebars},
  {section: 'api', sidebars: apiSidebars},
];

async function readPage(siteDir: string, section: LlmsSection, id: string): Promise<LlmsPage> {
  const file = path.join(siteDir, section, `${id}.mdx`);
  const fileContent = await readFile(file, 'utf8');
  const {frontMatter, content} = await parseMarkdownFile({
    filePath: file,
    fileContent,
    parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  const {title, description, slug, id: frontMatterId} = frontMatter as Record<string, unknown>;
  if (slug !== undefined || frontMatterId !== undefined) {
    throw new Error(`llms.txt: ${section}/${id}.mdx sets slug or id, so its URL is not /${section}/${id}`);
  }
  if (typeof title !== 'string' || typeof description !== 'string') {
    throw new Error(`llms.txt: ${section}/${id}.mdx needs a title and a description in its front matter`);
  }
  return {section, id, title, description, mdx: content};
}

/** Every docs and API page, in sidebar order (docs first). */
export async function collectLlmsPages(siteDir: string): Promise<LlmsPage[]> {
  const pages: LlmsPage[] = [];
  for (const {section, sidebars} of SECTIONS) {
    for (const id of sidebarIds(sidebars)) pages.push(await readPage(siteDir, section, id));
  }
  return pages;
}

async function readExamples(siteDir: string): Promise<ExampleSummary[]> {
  const dir = path.join(siteDir, 'examples');
  const folders = (await readdir(dir, {withFileTypes: true})).filter((entry) => entry.isDirectory());
  const examples = await Promise.all(
    folders.map(async ({name}) => ({
      id: name,
      ...parseExampleMeta(name, JSON.parse(await readFile(path.join(dir, name, 'meta.json'), 'utf8')) as unknown),
    })),
  );
  return examples.sort((a, b) => a.title.localeCompare(b.title));
}

/** The Markdown of the components the pages write on a line of their own. */
function components(examples: readonly ExampleSummary[], site: LlmsSite): LlmsComponents {
  return {
    LicenceNote: (page) =>
      `${LICENCE_NOTE.text} ([${LICENCE_NOTE.licenceLabel}](${rewriteLink(page, LICENCE_NOTE.licencePath, site.siteRoot)}), ` +
      `[${LICENCE_NOTE.buyLabel}](${rewriteLink(page, LICENCE_NOTE.buyPath, site.siteRoot)})).`,
    PageExamples: (page) =>
      examplesForDoc(examples, pagePath(page.section, page.id))
        .map(
          (example) =>
            `- [${example.title}](${site.siteRoot}${exampleUrl(example.id).slice(1)}): ${example.description}`,
        )
        .join('\n'),
  };
}

/** Writes `<section>/<id>.md` for every page, `llms.txt` and `llms-full.txt` into outDir. */
export async function writeLlmsFiles(siteDir: string, outDir: string, site: LlmsSite): Promise<LlmsPage[]> {
  const pages = await collectLlmsPages(siteDir);
  const rendered = components(await readExamples(siteDir), site);
  for (const page of pages) {
    const file = path.join(outDir, page.section, `${page.id}.md`);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, pageMarkdown(page, site, rendered));
  }
  await writeFile(path.join(outDir, 'llms.txt'), llmsIndex(pages, site));
  await writeFile(path.join(outDir, 'llms-full.txt'), llmsFull(pages, site, rendered));
  return pages;
}

/** llms.txt, llms-full.txt and a Markdown copy of every docs and API page, written after the build. */
export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const {siteConfig, siteDir} = context;
  const customFields = siteConfig.customFields as {packageVersion?: string};
  const site: LlmsSite = {
    title: siteConfig.title,
    tagline: siteConfig.tagline,
    version: String(customFields.packageVersion),
    siteRoot: `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}`,
  };
  return {
    name: 'mapweave-llms-txt',
    async postBuild({outDir}) {
      await writeLlmsFiles(siteDir, outDir, site);
    },
  };
}
