/**
 * The hover types of one code block, computed at build time (plugins/hover-types) and passed to
 * the block as its `data-hover-types` prop, in JSON.
 */
export interface HoverTypes {
  /** [type as quick info shows it, doc comment] of each distinct name. */
  entries: [type: string, doc: string][];
  /** Line text → [column, length, entry] of each SDK name on it. */
  lines: Record<string, [column: number, length: number, entry: number][]>;
}

export const HOVER_TYPES_PROP = 'data-hover-types';
