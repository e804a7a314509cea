/** The licence in one plain sentence, on every page where someone decides to install MapWeave. */
export const LICENCE_NOTE = {
  text: 'MapWeave is proprietary: the download includes a 30-day evaluation licence for development and testing, and shipping it in a product needs a commercial licence',
  /** Where the licence text and how to buy a commercial licence are. */
  licencePath: '/licence',
  licenceLabel: 'evaluation licence text',
  buyPath: '/licence#commercial-licence',
  buyLabel: 'how to buy a commercial licence',
} as const;
