import type { ParamsOf, ResourceName } from './resources';

/** Query keys derive from the call's name and params only, so equal requests share one cache entry. */
export function queryKeyOf<N extends ResourceName>(name: N, params: ParamsOf<N>) {
  return [name, params ?? null] as const;
}
