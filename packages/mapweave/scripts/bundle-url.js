// Injected into dist/browser/mapweave.js in place of `import.meta.url`: the bundle's own URL,
// read while the script runs, so files next to it (the graph worker) resolve from there.
export const __mapweaveBundleUrl =
  (typeof document !== 'undefined' && document.currentScript && document.currentScript.src) ||
  (typeof location !== 'undefined' ? location.href : '');
