import { formatDay } from '../format/day';
import { formatRate } from '../format/number';
import type { ChartProps } from './types';

/** The chart in words, for screen readers and for browsers that do not draw it. */
export function summarize({ points, xKind, formatY = formatRate }: ChartProps): string {
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return 'No data yet.';
  const at = (x: number) => (xKind === 'time' ? formatDay(x) : `#${x}`);
  const peak = points.reduce((best, p) => (p.y > best.y ? p : best), first);
  return `${points.length} points from ${at(first.x)} (${formatY(first.y)}) to ${at(last.x)} (${formatY(last.y)}); highest ${formatY(peak.y)} at ${at(peak.x)}.`;
}
