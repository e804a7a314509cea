/**
 * Whether a program starts the SDK's worker: graph analysis (`analyzeInWorker`) or a link chart
 * (`setLayout`, the `chartLayout` option, `layout: 'chart'`). The runner's frame then gets the
 * worker's text, to start it from a blob: URL, the only worker its opaque origin may start.
 */
export function usesSdkWorker(source: string): boolean {
  return /analyzeInWorker|setLayout|chartLayout|layout:\s*['"]chart['"]/.test(source);
}
