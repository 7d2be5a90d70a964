import { describe, expect, test } from 'vitest';
import { ConfigError, readEnv } from './config.js';

describe('readEnv', () => {
  test('defaults match the runtime contract', () => {
    const c = readEnv({});
    expect(c.port).toBe(8080);
    expect(c.devnetPort).toBe(8090);
    expect(c.dataDir.endsWith('.poxscan')).toBe(true);
    expect(c.apiKeys).toEqual([]);
    expect(c.databaseUrl).toBeUndefined();
  });

  test('parses lists and trims trailing slashes from URLs', () => {
    const c = readEnv({ API_KEYS: 'a, b,,c', FULLNODE_URL: 'http://node:8090/', PORT: '9000' });
    expect(c.apiKeys).toEqual(['a', 'b', 'c']);
    expect(c.fullnodeUrl).toBe('http://node:8090');
    expect(c.port).toBe(9000);
  });

  test('reads the per-IP and per-key limits a minute, and refuses a bad one', () => {
    expect(readEnv({}).rateLimit).toEqual({ perIp: undefined, perKey: undefined });
    expect(readEnv({ RATE_LIMIT_PER_IP: '5000', RATE_LIMIT_PER_KEY: '9000' }).rateLimit).toEqual({
      perIp: 5000,
      perKey: 9000,
    });
    expect(() => readEnv({ RATE_LIMIT_PER_IP: '0' })).toThrow(
      new ConfigError("RATE_LIMIT_PER_IP must be requests a minute (1-1000000), got '0'"),
    );
  });

  test('names the variable that is wrong', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(
      new ConfigError("PORT must be a TCP port (1-65535), got 'eighty'"),
    );
    expect(() => readEnv({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL must use postgres: or postgresql:/,
    );
    expect(() => readEnv({ FULLNODE_URL: 'not a url' })).toThrow(/FULLNODE_URL is not a valid URL/);
    expect(() => readEnv({ FROM_BLOCK: 'yesterday' })).toThrow(/FROM_BLOCK: a start block must be/);
    expect(() => readEnv({ FROM_BLOCK: '-1' })).toThrow(/FROM_BLOCK/);
  });

  test('reads where the indexer starts', () => {
    expect(readEnv({}).fromBlock).toBeUndefined();
    expect(readEnv({ FROM_BLOCK: '1200' }).fromBlock).toBe(1200);
    expect(readEnv({ FROM_BLOCK: 'solidified' }).fromBlock).toBe('solidified');
  });
});
