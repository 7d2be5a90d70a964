import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient, retryDelay, shouldRetry } from './queryClient';

const failure = (status?: number) => new ApiError('failed', status, 'X');

describe('query client', () => {
  it('keeps unused entries 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });

  it('retries a failed query 3 times', () => {
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, failure(503)))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, failure(undefined))).toBe(true);
  });

  it('does not retry answers that will not change: bad requests and rate limits', () => {
    expect(shouldRetry(0, failure(400))).toBe(false);
    expect(shouldRetry(0, failure(429))).toBe(false);
    expect(shouldRetry(0, failure(404))).toBe(false);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
