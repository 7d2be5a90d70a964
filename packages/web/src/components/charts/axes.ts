/** Axis decisions of the charts, kept apart from the drawing library so they can be tested. */

const DAY_MS = 86_400_000;
/** Room one "Nov 25" label takes with the space around it, in CSS pixels. */
const DAY_LABEL_PX = 64;

/**
 * The x ticks of a time chart: days of the data itself (the first point of each UTC day), as many
 * as fit the width, always including the latest day. Times in ms.
 */
export function dayTicks(times: readonly number[], width: number): number[] {
  const days: number[] = [];
  for (const time of times) {
    const day = Math.floor(time / DAY_MS);
    if (days.length === 0 || Math.floor((days.at(-1) as number) / DAY_MS) !== day) days.push(time);
  }
  const fit = Math.max(1, Math.floor(width / DAY_LABEL_PX));
  const stride = Math.ceil(days.length / fit);
  return days.filter((_, index) => (days.length - 1 - index) % stride === 0);
}

/** Width of a y axis that holds its longest label whole, given a way to measure text. */
export function axisWidth(labels: readonly string[], measure: (text: string) => number): number {
  const longest = labels.reduce((widest, label) => Math.max(widest, measure(label)), 0);
  // Tick marks, the gap to the plot, and a margin at the edge.
  return Math.ceil(longest) + 22;
}

/** Bars are read against zero: the y range starts there, and ends a little above the highest bar. */
export function barRange(max: number | null): [number, number] {
  const top = max === null || max <= 0 ? 1 : max;
  return [0, top * 1.1];
}
