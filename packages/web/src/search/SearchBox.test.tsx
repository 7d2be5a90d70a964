import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('search box', () => {
  it('routes a term to the page of its best hit', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/', {
      routes: {
        search: {
          data: {
            term: 'POXT',
            hits: [{ kind: 'token', key: '1000001', label: 'POXT', detail: null, score: 9 }],
          },
        },
      },
    });
    const input = await screen.findByRole('searchbox', {
      name: 'Search by block, transaction, address or token',
    });
    await user.type(input, '  POXT {Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Token Details' })).toBeInTheDocument();
    expect(screen.getByText('1000001')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/search')?.params).toEqual({ term: 'POXT', type: 'all' });
    expect(input).toHaveValue('');
  });

  it('tells the visitor in the suggestion list, not a toast, when nothing matches', async () => {
    const user = userEvent.setup();
    renderApp('/', {
      routes: {
        search: { data: { term: 'zzz', hits: [] } },
        searchSuggest: { data: { q: 'zzz', suggestions: [] } },
      },
    });
    await user.type(await screen.findByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByText('Nothing found for "zzz".')).toBeInTheDocument();
    expect(screen.queryByText('No results found for "zzz".')).not.toBeInTheDocument();
  });

  it('ignores an empty search', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp('/');
    await user.type(await screen.findByRole('searchbox'), '   {Enter}');
    expect(requests.some((r) => r.url === '/api/search')).toBe(false);
  });
});
