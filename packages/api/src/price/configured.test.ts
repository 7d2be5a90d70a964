import { describe, expect, it } from 'vitest';
import { configuredPriceSource } from './configured.js';
import { quote } from './source.js';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1);

describe('configured testnet price', () => {
  const source = configuredPriceSource(
    [
      { from: T0 + 10 * DAY, usd: 0.02 },
      { from: T0, usd: 0.01 },
    ],
    'testnet reference',
  );

  it('is labelled as testnet data', () => {
    expect(source.testnet).toBe(true);
    expect(source.name).toBe('testnet reference');
  });

  it('gives the price in force at each midnight, each change and the end of the range', async () => {
    const points = await source.history(T0 + 8 * DAY + 5, T0 + 11 * DAY + 7);
    expect(points).toEqual([
      { time: T0 + 8 * DAY + 5, usd: 0.01 },
      { time: T0 + 9 * DAY, usd: 0.01 },
      { time: T0 + 10 * DAY, usd: 0.02 },
      { time: T0 + 11 * DAY, usd: 0.02 },
      { time: T0 + 11 * DAY + 7, usd: 0.02 },
    ]);
  });

  it('has nothing before its first setting', async () => {
    expect(await source.history(T0 - 5 * DAY, T0 - 1)).toEqual([]);
    expect((await source.history(T0 - 5 * DAY, T0 + DAY)).map((p) => p.time)).toEqual([T0, T0 + DAY]);
  });

  it('quotes the current price with its change over 24 h', async () => {
    expect(await quote(source, T0 + 10 * DAY + 3_600_000)).toEqual({
      time: T0 + 10 * DAY + 3_600_000,
      usd: 0.02,
      change24h: 100,
    });
  });

  it('refuses settings that are not prices', () => {
    expect(() => configuredPriceSource([], 'x')).toThrow(/at least one/);
    expect(() => configuredPriceSource([{ from: T0, usd: -1 }], 'x')).toThrow(/invalid price setting/);
    expect(() => configuredPriceSource([{ from: 1.5, usd: 1 }], 'x')).toThrow(/invalid price setting/);
  });
});
