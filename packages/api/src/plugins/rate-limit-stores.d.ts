// The stores @fastify/rate-limit ships but does not type; used by fallback-store.ts.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: import('ioredis').Redis,
    key?: string,
  ) => import('./fallback-store.js').RateLimitStore;
  export default RedisStore;
}
declare module '@fastify/rate-limit/store/LocalStore.js' {
  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => import('./fallback-store.js').RateLimitStore;
  export default LocalStore;
}
