// The globals the harness pages define, for code passed to page.evaluate.
import type * as MapWeaveApi from '../../../src/index.js';
import type * as MapWeaveReactApi from '../../../src/react/index.js';

declare global {
  interface Window {
    mapweave: typeof MapWeaveApi;
    mapweaveReact: typeof MapWeaveReactApi;
    maplibregl: typeof import('maplibre-gl');
    React: typeof import('react');
    ReactDOM: typeof import('react-dom/client');
    /** Whatever a test keeps on the page between evaluate calls; each test knows its own shape. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    testState: Record<string, any>;
  }
}
