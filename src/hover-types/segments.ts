import type {HoverTypes} from './data';

/** A piece of a token's text: plain, or an SDK name with the index of its hover entry. */
export interface Segment {
  text: string;
  entry?: number;
}

/**
 * The token `tokens[index]` of a rendered line cut at the SDK names that `hoverTypes` lists for that
 * line; null when none falls in the token. A name cut across tokens keeps only its first piece's hover.
 */
export function tokenSegments(
  hoverTypes: HoverTypes,
  tokens: readonly {content: string}[],
  index: number,
): Segment[] | null {
  const line = tokens.map((token) => token.content).join('');
  // A code line is any text: one reading `constructor` must not find Object.prototype's.
  const names = Object.hasOwn(hoverTypes.lines, line) ? hoverTypes.lines[line] : undefined;
  if (!names) return null;
  const start = tokens.slice(0, index).reduce((length, token) => length + token.content.length, 0);
  const text = tokens[index]!.content;
  const end = start + text.length;
  const inside = names.filter(([column]) => column >= start && column < end).sort(([a], [b]) => a - b);
  if (inside.length === 0) return null;
  const segments: Segment[] = [];
  let at = 0;
  for (const [column, length, entry] of inside) {
    const from = column - start;
    if (from > at) segments.push({text: text.slice(at, from)});
    const to = Math.min(from + length, text.length);
    segments.push({text: text.slice(from, to), entry});
    at = to;
  }
  if (at < text.length) segments.push({text: text.slice(at)});
  return segments;
}
