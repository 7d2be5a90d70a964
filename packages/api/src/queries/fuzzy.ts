/** Optimal-string-alignment distance (Levenshtein plus adjacent swaps): "UDST" is 1 from "USDT". */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [
    i,
    ...Array<number>(b.length).fill(0),
  ]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * How well `candidate` matches `term` (both compared case-insensitively), 0 when it does not:
 * exact 100, prefix 80, substring 60, then up to 40 for a near miss (at most a third of the letters off).
 */
export function matchScore(term: string, candidate: string): number {
  const t = term.toLowerCase();
  const c = candidate.toLowerCase();
  if (c === t) return 100;
  if (c.startsWith(t)) return 80 - Math.min(10, c.length - t.length);
  if (c.includes(t)) return 60 - Math.min(10, c.length - t.length);
  const distance = editDistance(t, c);
  const allowed = Math.max(1, Math.floor(t.length / 3));
  return t.length >= 3 && distance <= allowed ? 40 - distance * 5 : 0;
}
