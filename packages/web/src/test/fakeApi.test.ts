import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client';
import { fakeApi } from './fakeApi';
import { testConfig } from './renderApp';

describe('fakeApi', () => {
  it('answers a registry name at its method and path, a `:param` segment matching any value', async () => {
    const api = fakeApi({
      search: { data: { term: 'pox', hits: [] } },
      verificationJob: { status: 404, data: { error: { code: 'NOT_FOUND', message: 'no job' } } },
    });
    const client = createApiClient(testConfig, { adapter: api.adapter });
    expect(await client.request('search', { term: 'pox' })).toEqual({ term: 'pox', hits: [] });
    await expect(client.request('verificationJob', { id: 'f00d' })).rejects.toMatchObject({ status: 404 });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/search',
      'GET /dev/verify/f00d',
    ]);
  });

  it('answers a fixed path before a `:param` path that also matches it', async () => {
    const api = fakeApi({
      verificationCompilers: { data: { compilers: [], evmVersions: [] } },
      verificationJob: { status: 404 },
    });
    const client = createApiClient(testConfig, { adapter: api.adapter });
    expect(await client.request('verificationCompilers', undefined)).toEqual({
      compilers: [],
      evmVersions: [],
    });
  });

  it('types a fixture by its call: a stale one does not compile (checked by tsc over the tests)', () => {
    const stale = () =>
      fakeApi({
        // @ts-expect-error the answer of `search` has `hits`, not `results`
        search: { data: { term: 'pox', results: [] } },
      });
    // @ts-expect-error `blockz` is no call of the registry
    const misnamed = () => fakeApi({ blockz: { data: {} } });
    // @ts-expect-error a request line is no registry name: fixtures are typed by name only
    const byPath = () => fakeApi({ 'GET /api/status': { data: {} } });
    expect(stale).not.toThrow();
    expect(misnamed).toThrow('blockz is not a registry name');
    expect(byPath).toThrow('GET /api/status is not a registry name');
  });
});
