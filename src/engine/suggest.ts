/**
 * The candidate closest to a misspelt name (edit distance at most a third of its length; 1 for
 * names of up to 3 characters, else at least 2), for "did you mean" hints; undefined when none is close.
 *
 * @example
 * suggest('endScren', ['general', 'endScreen']) // 'endScreen'
 */
export function suggest(name: string, candidates: Iterable<string>): string | undefined {
  const limit = name.length <= 3 ? 1 : Math.max(2, Math.floor(name.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance && d <= limit) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Levenshtein distance. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
