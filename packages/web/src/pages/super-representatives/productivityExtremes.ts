import type { Witness } from '@poxscan/api/schemas';
import { productivityBasisPoints } from '../../witnesses/srMetrics';

/** The producing SRs with the highest and lowest productivity (ties: the better ranked one). */
export function productivityExtremes(srs: readonly Witness[]): { best?: Witness; worst?: Witness } {
  const rated = srs
    .map((sr) => ({ sr, bp: productivityBasisPoints(sr.produced, sr.missed) }))
    .filter((r): r is { sr: Witness; bp: number } => r.bp !== undefined && r.sr.active);
  if (rated.length === 0) return {};
  const best = rated.reduce((a, b) => (b.bp > a.bp ? b : a));
  const worst = rated.reduce((a, b) => (b.bp < a.bp ? b : a));
  return { best: best.sr, worst: worst.sr };
}
