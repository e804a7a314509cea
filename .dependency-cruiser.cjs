/**
 * Import rules checked by `npm run lint`. Type-only imports count: a cycle of types is still a
 * cycle of modules that cannot be understood, moved or tested one at a time.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module may import itself back through others, type-only imports included.',
      from: {},
      to: {circular: true},
    },
    {
      name: 'sdk-core-independent',
      severity: 'error',
      comment:
        'The SDK core is what everything else builds on: it imports no adapter, layer, graph, map or React module.',
      from: {path: '^packages/mapweave/src/core/'},
      to: {path: '^packages/mapweave/src/(adapters|layers|graph|map|react)/'},
    },
  ],
  options: {
    doNotFollow: {path: 'node_modules'},
    exclude: {path: '(^|/)(node_modules|dist|build[^/]*|\\.docusaurus[^/]*)/'},
    tsPreCompilationDeps: true,
    tsConfig: {fileName: 'tsconfig.json'},
  },
};
