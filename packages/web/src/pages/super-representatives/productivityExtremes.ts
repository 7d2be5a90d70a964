import type { Witness } from '@poxscan/api/schemas';
import { productivityBasisPoints } from '../../witnesses/srMetrics';

/**
 * The producing SRs' productivity at its extremes: the highest and lowest (ties: the better ranked
 * one), or, when every producing SR has the same figure, that tie, so no SR is named both highest
 * and lowest.
 */
export type ProductivityExtremes =
  | { kind: 'none' }
  | { kind: 'tie'; count: number; sample: Witness }
  | { kind: 'spread'; best: Witness; worst: Witness };

export function productivityExtremes(srs: readonly Witness[]): ProductivityExtremes {
  const rated = srs
    .map((sr) => ({ sr, bp: productivityBasisPoints(sr.produced, sr.missed) }))
    .filter((r): r is { sr: Witness; bp: number } => r.bp !== undefined && r.sr.active);
  const [first] = rated;
  if (first === undefined) return { kind: 'none' };
  const best = rated.reduce((a, b) => (b.bp > a.bp ? b : a));
  const worst = rated.reduce((a, b) => (b.bp < a.bp ? b : a));
  if (best.bp === worst.bp) return { kind: 'tie', count: rated.length, sample: first.sr };
  return { kind: 'spread', best: best.sr, worst: worst.sr };
}
