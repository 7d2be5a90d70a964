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

  it('lets a later entry for the same call win, as a spread does', async () => {
    const api = fakeApi({
      notifications: { data: { status: 200, message: [] } },
      'GET /api/getmsg': { status: 503 },
    });
    const client = createApiClient(testConfig, { adapter: api.adapter });
    await expect(client.request('notifications', undefined)).rejects.toMatchObject({ status: 503 });
  });

  it('types a fixture by its call: a stale one does not compile (checked by tsc over the tests)', () => {
    const stale = () =>
      fakeApi({
        // @ts-expect-error the answer of `search` has `hits`, not `results`
        search: { data: { term: 'pox', results: [] } },
      });
    // @ts-expect-error `blockz` is no call of the registry
    const misnamed = () => fakeApi({ blockz: { data: {} } });
    expect(stale).not.toThrow();
    expect(misnamed).not.toThrow();
  });
});
