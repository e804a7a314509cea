/** The part of webpack's and Rspack's `require.context` that the site uses. */
export interface BundlerContext {
  keys(): string[];
  (request: string): unknown;
}
