import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/renderApp';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtimeConfig';

const respond = (status: number, body: string) => async () => new Response(body, { status });

describe('runtime config', () => {
  it('reads /config.json', async () => {
    let asked = '';
    const fetchImpl = (async (url: string) => {
      asked = url;
      return new Response(JSON.stringify({ ...testConfig, devnetSeed: 7 }), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(fetchImpl)).toEqual({ ...testConfig, devnetSeed: 7 });
    expect(asked).toBe('/config.json');
  });

  it('names the field that is wrong', () => {
    expect(() => parseRuntimeConfig({ ...testConfig, api: { ...testConfig.api, governance: 3 } })).toThrow(
      'api.governance must be a string',
    );
    expect(() => parseRuntimeConfig({ ...testConfig, devnet: 'yes' })).toThrow('devnet must be a boolean');
    expect(() => parseRuntimeConfig({ ...testConfig, devnetSeed: -1 })).toThrow('devnetSeed');
    expect(() => parseRuntimeConfig([])).toThrow(RuntimeConfigError);
  });

  it('fails with a typed error when the server does not answer it', async () => {
    await expect(loadRuntimeConfig(respond(503, '') as unknown as typeof fetch)).rejects.toThrow('HTTP 503');
    await expect(loadRuntimeConfig(respond(200, '<html>') as unknown as typeof fetch)).rejects.toThrow(
      'not valid JSON',
    );
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(loadRuntimeConfig(offline)).rejects.toBeInstanceOf(RuntimeConfigError);
  });
});
