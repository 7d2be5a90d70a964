// The route loaders turned off (see loadersOff.config.ts): each page asks for its data once its code is
// there, as before the loaders existed.
export * from '../src/app/prefetchCalls.ts';

export function prefetchCalls(): Record<string, never> {
  return {};
}
