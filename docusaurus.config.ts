import {readFileSync} from 'node:fs';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {analyticsIdsFromEnv, siteAddressFromEnv} from './src/lib/build-env';
import {siteFieldsFromEnv} from './src/lib/site-fields';
import {ssrTemplate} from './src/lib/ssr-template';
import {darkCodeTheme, lightCodeTheme} from './src/css/code-themes';
import announcementHeadPlugin from './plugins/announcement-head';
import blogPreviewsPlugin from './plugins/blog-previews';
import demoRoutesPlugin from './plugins/demo-routes';
import frameworkHeadPlugin from './plugins/framework-head';
import hoverTypes from './plugins/hover-types';
import exampleHoverTypesPlugin from './plugins/hover-types/examples';
import lazyPrismPlugin from './plugins/lazy-prism';
import llmsTxtPlugin from './plugins/llms-txt';
import playgroundWorkerPlugin from './src/playground/worker';
import runnerPlugin from './src/runner/plugin';
import sdkDownloadPlugin from './plugins/sdk-download';
import searchIndexPlugin from './plugins/search-index';
import tableRowAnchors from './plugins/table-row-anchors';
import testHooksPlugin from './plugins/test-hooks';

const sdkPackage = JSON.parse(readFileSync(new URL('./packages/mapweave/package.json', import.meta.url), 'utf8')) as {
  version: string;
};

const siteFields = siteFieldsFromEnv(process.env, sdkPackage.version);
const {url, baseUrl} = siteAddressFromEnv(process.env);
const {gtagId, gtmId} = analyticsIdsFromEnv(process.env);
const minorVersion = siteFields.packageVersion.split('.').slice(0, 2).join('.');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const config: Config = {
  title: 'MapWeave',
  tagline: 'Draw places and the connections between them on a map, in React or plain JavaScript.',
  favicon: 'img/favicon.svg',
  url,
  baseUrl,
  i18n: {defaultLocale: 'en', locales: ['en']},

  future: {v4: true, faster: true},

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {hooks: {onBrokenMarkdownLinks: 'throw'}},

  customFields: {...siteFields},

  // Async: a parser-blocking script in the head made every page's first paint wait a round
  // trip for it (Lighthouse FCP about 100 ms later). It is smaller than the stylesheet that
  // blocks the first paint anyway, so a legacy URL still redirects before anything paints.
  scripts: [{src: `${baseUrl}auth-scripts/redirects.js`, async: true}],
  clientModules: ['./src/client-modules/decodable-hash.ts'],
  ssrTemplate,

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          remarkPlugins: [hoverTypes],
          rehypePlugins: [tableRowAnchors],
          // One version, the current one labelled "Next", served at the version root: /docs/<id>.
          lastVersion: 'current',
          versions: {current: {label: 'Next', path: ''}},
        },
        blog: {
          path: 'blog',
          routeBasePath: 'download',
          blogTitle: 'Download and release notes',
          blogDescription: `Download MapWeave ${siteFields.packageVersion} and read what changed in every release.`,
          postsPerPage: 'ALL',
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'Releases',
          showReadingTime: false,
          archiveBasePath: 'archive',
          onInlineAuthors: 'throw',
          feedOptions: {type: 'all', title: 'MapWeave releases'},
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {changefreq: 'weekly', filename: 'sitemap.xml', ignorePatterns: ['/test/**']},
        ...(gtagId ? {gtag: {trackingID: gtagId, anonymizeIP: true}} : {}),
        ...(gtmId ? {googleTagManager: {containerId: gtmId}} : {}),
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'api',
        path: 'api',
        routeBasePath: 'api',
        sidebarPath: './sidebarsApi.ts',
        remarkPlugins: [hoverTypes],
        rehypePlugins: [tableRowAnchors],
      },
    ],
    frameworkHeadPlugin,
    lazyPrismPlugin,
    blogPreviewsPlugin,
    announcementHeadPlugin,
    sdkDownloadPlugin,
    playgroundWorkerPlugin,
    runnerPlugin,
    llmsTxtPlugin,
    exampleHoverTypesPlugin,
    searchIndexPlugin,
    // After every plugin that injects HTML tags: Docusaurus joins each plugin's tags with a line break, even when empty.
    demoRoutesPlugin,
    ...(siteFields.testHooks ? [testHooksPlugin] : []),
  ],

  themeConfig: {
    image: 'img/logo.svg',
    metadata: [{name: 'robots', content: 'index, follow'}],
    colorMode:
      siteFields.colorMode === 'toggle'
        ? {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true}
        : {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {
      id: `release-${siteFields.packageVersion}`,
      content: `MapWeave ${minorVersion} is out: <a href="${baseUrl}download/${minorVersion}">see what is new in ${minorVersion}</a>.`,
      backgroundColor: 'var(--mw-announcement-bg)',
      textColor: 'var(--mw-announcement-fg)',
      isCloseable: true,
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar: {
      title: 'MapWeave',
      logo: {alt: 'MapWeave logo', src: 'img/logo.svg'},
      items: [
        {to: '/', label: 'Showcase', position: 'left', activeBaseRegex: '^/$|^/demos/'},
        {to: '/examples/', label: 'Examples', position: 'left'},
        {to: '/playground', label: 'Playground', position: 'left'},
        {type: 'doc', docId: 'mapweave-basics', label: 'Docs', position: 'left'},
        {type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api', label: 'API', position: 'left'},
        {to: '/download', label: 'Download', position: 'left'},
        {type: 'search', position: 'right'},
        {type: 'custom-framework', position: 'right'},
        ...(siteFields.navbarExtras.help ? [{type: 'custom-help', position: 'right' as const}] : []),
        ...(siteFields.navbarExtras.account ? [{type: 'custom-account', position: 'right' as const}] : []),
        {href: siteFields.loginUrl, label: 'Log in', position: 'right'},
        {to: '/try', label: 'Request a trial', position: 'right', className: 'mw-navbar-trial'},
      ],
    },
    footer: {
      style: 'dark',
      links: [{label: 'Content terms', to: '/content-terms'}],
      copyright: `Copyright © ${siteFields.buildTime.slice(0, 4)} MapWeave.<br/>${escapeHtml(siteFields.companyLine)}`,
    },
    prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme},
  } satisfies Preset.ThemeConfig,
};

export default config;
