// What each app reports to consumer.test.mjs.
interface ConsumerReport {
  loads: {layerIds: string[]; refLayerIds: string[] | null}[];
  clicks: (string | null)[];
  /** Where the test clicks: the pixel of the app's first node. */
  nodePixel: [number, number] | null;
}

interface Window {
  consumer: ConsumerReport;
}
