import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/fakeApi';
import { testConfig } from '../test/renderApp';
import { ApiProvider } from './ApiContext';
import { createApiClient } from './client';
import { createQueryClient } from './queryClient';
import { queryKeyOf } from './queryKeys';
import { useApiQuery } from './useApiQuery';

function SearchHits({ term }: { term: string }) {
  const { data } = useApiQuery('search', { term });
  return <p>{data === undefined ? 'loading' : `${data.term}: ${data.hits.length} hits`}</p>;
}

describe('useApiQuery', () => {
  it('derives the query key from the call name and its params', () => {
    expect(queryKeyOf('search', { term: 'pox' })).toEqual(['search', { term: 'pox' }]);
    expect(queryKeyOf('notifications', undefined)).toEqual(['notifications', null]);
  });

  it('shares one request between equal calls and makes one per distinct params', async () => {
    const api = fakeApi({
      search: (request) => ({
        data: { term: (request.params as { term: string }).term, hits: [] },
      }),
    });
    const queryClient = createQueryClient();
    render(
      <ApiProvider client={createApiClient(testConfig, { adapter: api.adapter })}>
        <QueryClientProvider client={queryClient}>
          <SearchHits term="pox" />
          <SearchHits term="pox" />
          <SearchHits term="usdt" />
        </QueryClientProvider>
      </ApiProvider>,
    );
    expect(await screen.findAllByText('pox: 0 hits')).toHaveLength(2);
    expect(await screen.findByText('usdt: 0 hits')).toBeInTheDocument();
    expect(api.requests.map((r) => (r.params as { term: string }).term).sort()).toEqual(['pox', 'usdt']);
    expect(queryClient.getQueryData(['search', { term: 'pox' }])).toEqual({ term: 'pox', hits: [] });
  });
});
