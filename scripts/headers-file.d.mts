/** Types of scripts/headers-file.mjs, for the tests that import it. */
export declare interface HeaderRule {
  pattern: string;
  matches: RegExp;
  headers: [string, string][];
}
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function headersFor(rules: readonly HeaderRule[], path: string): [string, string][];
