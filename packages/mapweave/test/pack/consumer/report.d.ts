// What each app reports to consumer.test.mjs.
interface ConsumerReport {
  loads: {layerIds: string[]; refLayerIds: string[] | null}[];
  clicks: (string | null)[];
  /** Where the test clicks: the pixel of the app's first node. */
  nodePixel: [number, number] | null;
  /** What the React app's parent read through the ref in its mount effect. */
  effect?: {zoom: number | null; betweenness: Record<string, number> | null} | null;
  /** Maps the React app mounted and unmounted under StrictMode before its own. */
  strictMounts?: number;
}

interface Window {
  consumer: ConsumerReport;
}
