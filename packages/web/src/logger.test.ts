import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('logger', () => {
  it('is silent when disabled (production builds)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    createLogger(false).error('boom', new Error('x'));
    expect(error).not.toHaveBeenCalled();
  });

  it('writes to the console when enabled (development)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    createLogger(true).warn('careful');
    expect(warn).toHaveBeenCalledWith('[poxscan] careful', '');
  });
});
