export { EVENTS_CHANNEL } from './live/hub.js';
export {
  ALL_SERVICES,
  type ApiServerOptions,
  type RuntimeConfigOptions,
  type ServiceName,
} from './options.js';
export type { RateLimitRule } from './plugins/access.js';
export { configuredPriceSource, type PriceSetting } from './price/configured.js';
export { httpPriceSource } from './price/http-feed.js';
export { recordedPriceSource } from './price/recorded.js';
export type { PricePoint, PriceSource } from './price/source.js';
export { createApiServer } from './server.js';
