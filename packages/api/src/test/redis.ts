export { startRedis } from '@poxscan/test-support/redis';
