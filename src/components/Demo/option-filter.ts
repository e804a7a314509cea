/** Type-ahead for a demo's long lists: which options a typed filter keeps. */

function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * Whether `name` matches what the reader typed: every word of `query` appears in it, in any
 * order, ignoring case and accents ("sao par" finds "São Paulo – Paris"). An empty query keeps all.
 */
export function matchesFilter(name: string, query: string): boolean {
  const words = folded(query).split(/\s+/).filter(Boolean);
  const haystack = folded(name);
  return words.every((word) => haystack.includes(word));
}
