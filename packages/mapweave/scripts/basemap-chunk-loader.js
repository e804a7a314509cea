// Stands in, in dist/browser/mapweave.js, for a generated basemap data module (see build-browser.mjs):
// the data is a classic script next to the bundle, so that it loads where module scripts and fetch
// would need CORS (sandboxed frames), and only when a map first needs it.
/* global __MAPWEAVE_CHUNK__, importScripts */
export default new Promise((resolve, reject) => {
  const url = new URL(`./basemap-${__MAPWEAVE_CHUNK__}.js`, import.meta.url).href;
  const read = () => {
    const data = globalThis.mapweaveBasemapData?.[__MAPWEAVE_CHUNK__];
    if (data) resolve(data);
    else reject(new Error(`${url} did not define the basemap data "${__MAPWEAVE_CHUNK__}"`));
  };
  if (typeof document === 'undefined') {
    importScripts(url);
    read();
    return;
  }
  const script = document.createElement('script');
  script.src = url;
  script.onload = read;
  script.onerror = () => reject(new Error(`Could not load the basemap data ${url}`));
  document.head.append(script);
});
