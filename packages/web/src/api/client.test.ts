import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { testConfig } from '../test/renderApp';
import { createApiClient } from './client';
import { ApiError } from './errors';

const config = {
  ...testConfig,
  api: { node: 'https://node.example', governance: 'https://gov.example', fullnode: 'https://full.example' },
};

describe('API client', () => {
  it('sends GET params as the query string, with the bearer key, to the service of the call, without timeout', async () => {
    const api = fakeApi({ search: { data: { term: 'abc', hits: [] } } });
    const client = createApiClient(config, { adapter: api.adapter });
    expect(await client.request('search', { term: 'abc', type: 'all' })).toEqual({ term: 'abc', hits: [] });
    const [request] = api.requests;
    expect(request).toMatchObject({
      method: 'GET',
      baseURL: 'https://node.example',
      params: { term: 'abc', type: 'all' },
    });
    expect(request?.headers.Authorization).toBe('Bearer public-test-key');
    expect(request?.timeout).toBe(0);
  });

  it('sends POST params as a JSON body to the governance and full-node services', async () => {
    const api = fakeApi({
      witnesses: { data: { witnesses: [], totalVotes: '0' } },
      nodeAccount: { data: {} },
    });
    const client = createApiClient(config, { adapter: api.adapter });
    await client.request('witnesses', { limit: 5 });
    await client.request('nodeAccount', { address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', visible: true });
    expect(api.requests.map((r) => [r.baseURL, r.method, r.url, r.data])).toEqual([
      ['https://gov.example', 'POST', '/governance/getWitnessData', { limit: 5 }],
      [
        'https://full.example',
        'POST',
        '/wallet/getaccount',
        { address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7', visible: true },
      ],
    ]);
  });

  it('turns an error answer into an ApiError with its status, code, message and parameter', async () => {
    const api = fakeApi({
      search: {
        status: 400,
        data: { error: { code: 'BAD_PARAMETER', message: 'term must not be empty', parameter: 'term' } },
      },
      notifications: { status: 502, data: '<html>bad gateway</html>' },
    });
    const client = createApiClient(config, { adapter: api.adapter });
    const error = await client.request('search', { term: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_PARAMETER',
      parameter: 'term',
      message: 'term must not be empty',
    });
    await expect(client.request('notifications', undefined)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
    });
  });

  it("keeps the full node's own reason from a java-tron { Error } body", async () => {
    const api = fakeApi({
      buildWithdrawBalance: {
        status: 400,
        data: { Error: 'owner_address is not a valid address' },
      },
    });
    const client = createApiClient(config, { adapter: api.adapter });
    await expect(
      client.request('buildWithdrawBalance', { owner_address: 'x', visible: true }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'NODE_ERROR',
      message: 'owner_address is not a valid address',
    });
  });

  it('reads the error envelope of a blob call (the CSV export)', async () => {
    const api = fakeApi({
      csvExport: {
        status: 400,
        data: { error: { code: 'BAD_PARAMETER', message: 'Block range should not exceed 10,000.' } },
      },
    });
    const client = createApiClient(config, { adapter: api.adapter });
    await expect(client.request('csvExport', { contractAddress: 'T' })).rejects.toMatchObject({
      status: 400,
      message: 'Block range should not exceed 10,000.',
    });
  });

  it('reports a request that got no answer as a network error without status', async () => {
    const client = createApiClient(config, {
      adapter: async () => {
        throw Object.assign(new Error('Network Error'), { isAxiosError: true });
      },
    });
    await expect(client.request('notifications', undefined)).rejects.toMatchObject({
      status: undefined,
      code: 'NETWORK_ERROR',
    });
  });
});
