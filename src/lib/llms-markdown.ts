import {FRAMEWORK_LABELS, parseFramework} from './framework';

/**
 * Plain Markdown from the site's MDX pages, for `/docs/<id>.md`, `/api/<path>.md`, `llms.txt`
 * and `llms-full.txt` (https://llmstxt.org). The only JSX the pages use is `<ForFramework>`;
 * it becomes a labelled section, so both frameworks' code stays and says which it is.
 * Anything else that would reach a reader as raw MDX makes the conversion throw.
 */

export type LlmsSection = 'docs' | 'api';

export interface LlmsPage {
  section: LlmsSection;
  /** Path inside its section without extension: `getting-started`, `layers/network-layer`. */
  id: string;
  title: string;
  description: string;
  /** The page body (front matter removed), as MDX. */
  mdx: string;
}

export interface LlmsSite {
  title: string;
  tagline: string;
  version: string;
  /** Origin and base path, e.g. `https://mapweave.example/`; always ends with `/`. */
  siteRoot: string;
}

const FENCE = /^\s*(```|~~~)/;
const OPEN_VARIANT = /^\s*<ForFramework\s+only="([^"]*)"\s*>\s*$/;
const CLOSE_VARIANT = /^\s*<\/ForFramework>\s*$/;
const SELF_CLOSING = /^\s*<([A-Z][A-Za-z]*)\s*\/>\s*$/;

/** Markdown for a self-closing component written on its own line (`<PageExamples />`), by name. */
export type LlmsComponents = Record<string, (page: LlmsPage) => string>;

/** The label line that opens one framework's part of a page. */
export function variantLabel(framework: string): string {
  const parsed = parseFramework(framework);
  if (!parsed) throw new Error(`<ForFramework only="${framework}"> must be "react" or "javascript"`);
  return `**${FRAMEWORK_LABELS[parsed]}:**`;
}

/** Site path of a page: `/docs/getting-started`, `/api/layers/network-layer`. */
export function pagePath(section: LlmsSection, id: string): string {
  // Docusaurus serves a folder's index page at the folder: api/index.mdx at /api/.
  return id === 'index' ? `/${section}/` : `/${section}/${id}`;
}

/** Resolves `./x.mdx`, `../docs/x.mdx` and `./layers/x.mdx` against the page they are written in. */
function resolveRelative(page: Pick<LlmsPage, 'section' | 'id'>, href: string): string {
  const parts = [page.section, ...page.id.split('/').slice(0, -1)];
  for (const segment of href.split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  return `/${parts.join('/')}`.replace(/\.mdx?$/, '');
}

/**
 * Where a link of a page points in the Markdown copy: pages of docs/ and api/ to their
 * Markdown copy, other pages of the site to their absolute URL, anything else unchanged.
 */
export function rewriteLink(page: Pick<LlmsPage, 'section' | 'id'>, href: string, siteRoot: string): string {
  // `pathname:///llms.txt` is Docusaurus' link to a file of the build rather than a route.
  const file = href.startsWith('pathname://');
  const link = file ? href.slice('pathname://'.length) : href;
  if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('#')) return link;
  const hashAt = link.indexOf('#');
  const target = hashAt === -1 ? link : link.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : link.slice(hashAt);
  const sitePath = target.startsWith('/') ? target : resolveRelative(page, target);
  if (!file && /^\/(docs|api)\/[^?]+$/.test(sitePath) && !sitePath.endsWith('/')) {
    return `${siteRoot}${sitePath.slice(1)}.md${hash}`;
  }
  return `${siteRoot}${sitePath.slice(1)}${hash}`;
}

/** `text` with its inline code spans blanked (same length), for checks that must skip code. */
function withoutInlineCode(text: string): string {
  return text.replace(/(`+)[\s\S]*?\1/g, (span) => ' '.repeat(span.length));
}

/** The MDX body of a page as plain Markdown. Throws on MDX it cannot turn into Markdown. */
export function mdxToMarkdown(page: LlmsPage, siteRoot: string, components: LlmsComponents = {}): string {
  const where = `${page.section}/${page.id}`;
  const source = page.mdx.replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => {
    if (comment.includes('```')) throw new Error(`${where}: an MDX comment spans a code block`);
    return '';
  });
  const out: string[] = [];
  let fence: string | null = null;
  let openVariant: string | null = null;
  for (const line of source.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence !== null) {
      out.push(line);
      if (fenceMatch && fenceMatch[1] === fence && /^\s*(```|~~~)\s*$/.test(line)) fence = null;
      continue;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      out.push(line);
      continue;
    }
    const open = OPEN_VARIANT.exec(line);
    if (open) {
      if (openVariant !== null) throw new Error(`${where}: <ForFramework> inside <ForFramework>`);
      openVariant = open[1]!;
      out.push(variantLabel(openVariant), '');
      continue;
    }
    if (CLOSE_VARIANT.test(line)) {
      if (openVariant === null) throw new Error(`${where}: </ForFramework> without its opening tag`);
      openVariant = null;
      out.push('');
      continue;
    }
    const component = SELF_CLOSING.exec(line);
    const render = component ? components[component[1]!] : undefined;
    if (render) {
      out.push(render(page));
      continue;
    }
    if (/^(import|export)\s/.test(line)) throw new Error(`${where}: MDX ${line.split(' ')[0]} "${line.trim()}"`);
    const prose = withoutInlineCode(line);
    const tag = /<\/?[A-Za-z][^>]*>|\{[^}]*\}/.exec(prose);
    if (tag) throw new Error(`${where}: JSX or an MDX expression left in Markdown: ${tag[0]}`);
    out.push(
      line.replace(
        /(\]\()([^)\s]+)(\))/g,
        (_match, before: string, href: string, after: string) => before + rewriteLink(page, href, siteRoot) + after,
      ),
    );
  }
  if (fence !== null) throw new Error(`${where}: a code block is not closed`);
  if (openVariant !== null) throw new Error(`${where}: <ForFramework only="${openVariant}"> is not closed`);
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Front-matter text as Markdown: tags such as `<MapWeave>` become code, not HTML. */
function frontMatterText(text: string): string {
  return text.replace(/<\/?[A-Za-z][^>]*>/g, (tag) => `\`${tag}\``);
}

/** A whole Markdown copy: title, description, the page's canonical URL, then its body. */
export function pageMarkdown(page: LlmsPage, site: LlmsSite, components: LlmsComponents = {}): string {
  const url = `${site.siteRoot}${pagePath(page.section, page.id).slice(1)}`;
  const body = mdxToMarkdown(page, site.siteRoot, components);
  return `# ${frontMatterText(page.title)}\n\n> ${frontMatterText(page.description)}\n\nWeb page: ${url}\n\n${body}\n`;
}

function indexLine(page: LlmsPage, site: LlmsSite): string {
  const url = `${site.siteRoot}${page.section}/${page.id}.md`;
  return `- [${frontMatterText(page.title)}](${url}): ${frontMatterText(page.description)}`;
}

/** `llms.txt`: the site in one paragraph, then one line per docs and API page. */
export function llmsIndex(pages: readonly LlmsPage[], site: LlmsSite): string {
  const of = (section: LlmsSection) =>
    pages.filter((page) => page.section === section).map((page) => indexLine(page, site));
  return [
    `# ${site.title}`,
    '',
    `> ${site.tagline}`,
    '',
    `These are the docs and the API reference of ${site.title} ${site.version} (npm package \`mapweave\`, React ` +
      `components in \`mapweave/react\`). Every page shows its code for both APIs, each labelled **React:** or ` +
      `**JavaScript:**. The whole set in one file: ${site.siteRoot}llms-full.txt`,
    '',
    '## Docs',
    '',
    ...of('docs'),
    '',
    '## API reference',
    '',
    ...of('api'),
    '',
    '## Optional',
    '',
    `- [Download and release notes](${site.siteRoot}download): the SDK tarball and what changed in every release.`,
    `- [Examples](${site.siteRoot}examples/): runnable examples for React and JavaScript.`,
    '',
  ].join('\n');
}

/** `llms-full.txt`: every page's Markdown copy, in the order of `llms.txt`. */
export function llmsFull(pages: readonly LlmsPage[], site: LlmsSite, components: LlmsComponents = {}): string {
  const header = `# ${site.title} ${site.version}: docs and API reference\n\n> ${site.tagline}\n`;
  return [header, ...pages.map((page) => pageMarkdown(page, site, components))].join('\n---\n\n');
}
