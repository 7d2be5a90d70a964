import { describe, expect, it } from 'vitest';
import { testConfig } from '../test/renderApp';
import {
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigError,
  readEmbeddedRuntimeConfig,
} from './runtimeConfig';

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

  it('reads the config the server embedded in the page, without fetching', async () => {
    const doc = document.implementation.createHTMLDocument();
    const element = doc.createElement('script');
    element.id = RUNTIME_CONFIG_ELEMENT_ID;
    element.type = 'application/json';
    element.textContent = JSON.stringify({ ...testConfig, networkName: 'Yuvi </script> Testnet' }).replaceAll(
      '<',
      '\\u003c',
    );
    doc.head.append(element);
    const unreachable = (async () => {
      throw new Error('fetched');
    }) as unknown as typeof fetch;
    expect(await loadRuntimeConfig(unreachable, '/config.json', doc)).toEqual({
      ...testConfig,
      networkName: 'Yuvi </script> Testnet',
    });
    element.textContent = '{"networkName":';
    expect(() => readEmbeddedRuntimeConfig(doc)).toThrow('embedded config.json is not valid JSON');
    element.textContent = JSON.stringify({ ...testConfig, devnet: 'no' });
    expect(() => readEmbeddedRuntimeConfig(doc)).toThrow('devnet must be a boolean');
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
