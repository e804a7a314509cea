/**
 * Edits (insertions, deletions, substitutions and swaps of two neighbours) between two strings:
 * the optimal string alignment distance, which counts `lable` → `label` as one edit.
 */
export function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current.push(best);
    }
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The candidate `word` is most likely a misspelling of: the closest one ignoring case, within
 * two edits and fewer edits than half the word's length (`x` suggests nothing); null if none.
 */
export function closestWord(word: string, candidates: readonly string[]): string | null {
  const lower = word.toLowerCase();
  const limit = Math.min(2, Math.ceil(lower.length / 2) - 1);
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
