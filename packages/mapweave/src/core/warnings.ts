/** Codes of the warnings MapWeave logs with `console.warn` (problems that are not errors). */
export type MapWeaveWarningCode = 'CONTAINER_HAS_NO_SIZE' | 'UNKNOWN_FIELD';

/** Logs a warning the way every MapWeave warning reads: prefixed, with its code at the end. */
export function warn(code: MapWeaveWarningCode, message: string): void {
  console.warn(`MapWeave: ${message} (${code})`);
}
