/** The licence in one plain sentence, on every page where someone decides to install MapWeave. */
export const LICENCE_NOTE = {
  text: 'MapWeave is proprietary: the download includes a 30-day evaluation licence for development and testing, and shipping it in a product needs a commercial licence',
  termsLabel: 'licence terms',
  termsPath: '/docs/obfuscation-requirements',
} as const;
