/**
 * Import rules checked by `npm run lint`. Type-only imports count: a cycle of types is still a
 * cycle of modules that cannot be understood, moved or tested one at a time.
 *
 * The SDK is a stack, each layer importing only from the ones below it:
 * react → index → map → adapters → ui → layers → graph → layout → network → core.
 * The site's shared code (components, hooks, lib, data) sits below what uses it (demos, pages,
 * the playground); lib is pure logic and imports no other part of the site.
 */
const SDK = '^packages/mapweave/src/';
const SITE = '^src/';
// A test beside its module may reach further than the module, e.g. to check it against the site's data.
const TEST_FILE = '\\.test\\.tsx?$';

function rule(name, comment, from, to) {
  return {name, severity: 'error', comment, from, to};
}

module.exports = {
  forbidden: [
    rule(
      'no-circular',
      'No module may import itself back through others, type-only imports included.',
      {},
      {circular: true},
    ),
    rule(
      'no-undeclared-dependency',
      'Every package a module imports is declared in the package.json closest to it.',
      {},
      // dependency-cruiser also calls a peer "npm-no-pkg" when peerDependenciesMeta lists it: declared is declared.
      {
        dependencyTypes: ['npm-no-pkg', 'npm-unknown'],
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-peer', 'npm-optional'],
      },
    ),
    rule(
      'sdk-core-independent',
      'The SDK core is what everything else builds on: it imports no other part of the SDK.',
      {path: `${SDK}core/`},
      {path: `${SDK}(adapters|layers|graph|layout|network|ui|map|react)/`},
    ),
    rule(
      'sdk-network-below-graph',
      'The network model is validated data in rows: it imports no graph, layer, UI, map, adapter or React module.',
      {path: `${SDK}network/`},
      {path: `${SDK}(graph|layout|layers|ui|map|adapters|react)/`},
    ),
    rule(
      'sdk-layout-below-graph',
      'Chart layouts work on plain arrays: they import no graph, layer, UI, map, adapter or React module (the graph worker runs them).',
      {path: `${SDK}layout/`},
      {path: `${SDK}(graph|layers|ui|map|adapters|react)/`},
    ),
    rule(
      'sdk-graph-below-layers',
      'Graph analysis works on plain data: it imports no layer, UI, map, adapter or React module.',
      {path: `${SDK}graph/`},
      {path: `${SDK}(layers|ui|map|adapters|react)/`},
    ),
    rule(
      'sdk-layers-below-ui',
      'A layer draws its data; the controls, the map and the adapters use layers, not the other way round.',
      {path: `${SDK}layers/`},
      {path: `${SDK}(ui|map|adapters|react)/`},
    ),
    rule(
      'sdk-ui-below-map',
      'UI controls know the map only through a narrow interface of their own (the TimeBar its TimeBarHost).',
      {path: `${SDK}ui/`},
      {path: `${SDK}(map|adapters|react)/`},
    ),
    rule(
      'site-shared-below-its-users',
      'Components, hooks, lib and data are shared: they import no demo, page or playground module. A demo’s meta.ts is data (its texts, for the registry in data/demos.ts).',
      {path: `${SITE}(components|hooks|lib|data)/`, pathNot: TEST_FILE},
      {path: `${SITE}(demos|pages|playground)/`, pathNot: `${SITE}demos/[^/]+/meta\\.ts$`},
    ),
    rule(
      'site-demo-meta-is-data',
      'A demo’s meta.ts is its texts, read by the shared registry: it imports from data/ only.',
      {path: `${SITE}demos/[^/]+/meta\\.ts$`},
      {path: `${SITE}(?!data/)`},
    ),
    rule(
      'site-lib-pure',
      'lib is the site’s logic in small pure modules: it imports no component, hook, data or theme module.',
      {path: `${SITE}lib/`, pathNot: TEST_FILE},
      {path: `${SITE}(?!lib/)`},
    ),
    rule(
      'site-hooks-below-components',
      'Hooks are what components use: a hook imports no component.',
      {path: `${SITE}hooks/`, pathNot: TEST_FILE},
      {path: `${SITE}components/`},
    ),
    rule(
      'site-runner-apart-from-playground',
      'The runner serves the playground and the example pages alike: it imports nothing of the playground.',
      {path: `${SITE}runner/`, pathNot: TEST_FILE},
      {path: `${SITE}playground/`},
    ),
    rule(
      'site-below-plugins',
      'Plugins build the site and may read its modules; the site imports nothing from a plugin.',
      {path: SITE},
      {path: '^plugins/'},
    ),
  ],
  options: {
    // Packages stay in the graph, unfollowed, so that the undeclared ones are found.
    doNotFollow: {path: 'node_modules'},
    exclude: {
      // The repository's build outputs; the consumer apps are installed on their own from the
      // packed SDK (test/pack/consumer.test.mjs).
      path: '^(build[^/]*|\\.docusaurus[^/]*|packages/mapweave/dist)/|^packages/mapweave/test/pack/consumer/',
    },
    // Packages resolved as Node resolves them, through their `exports` (Vite's has no `main`).
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
  },
};
