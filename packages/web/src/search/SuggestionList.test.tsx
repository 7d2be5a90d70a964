import type { Suggestion } from '@poxscan/api/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const TOKEN = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const SR = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const HASH = 'ab'.repeat(32);

const SUGGESTIONS: Suggestion[] = [
  { kind: 'token', key: TOKEN, label: 'Tether USD (USDT)', detail: 'PRC20 · 9 holders', exact: true },
  { kind: 'token', key: '1000001', label: 'USD Coin (USDC)', detail: 'PRC10 · 2 holders', exact: false },
  { kind: 'transaction', key: HASH, label: 'Transaction', detail: 'Block #7', exact: false },
  { kind: 'witness', key: SR, label: 'USD Validators', detail: 'https://usd.example', exact: false },
];

function answer(request: RecordedRequest) {
  const { q } = request.params as { q: string };
  return { data: { q, suggestions: /^us[a-z]?$/i.test(q) ? SUGGESTIONS : [] } };
}

async function typeInBox(text: string) {
  const user = userEvent.setup();
  const box = await screen.findByRole('searchbox', {
    name: 'Search by block, transaction, address or token',
  });
  await user.type(box, text);
  return { user, box };
}

describe('search suggestions', () => {
  it('asks from two characters on and shows the answer grouped by kind', async () => {
    const { requests } = renderApp('/', { routes: { searchSuggest: answer } });
    await typeInBox('u');
    await new Promise((r) => setTimeout(r, 150));
    expect(requests.some((r) => r.url === '/api/search/suggest')).toBe(false);
    await typeInBox('s');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    const groups = within(list).getAllByRole('group');
    const title = (g: HTMLElement) =>
      document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent;
    expect(groups.map(title)).toEqual(['Tokens', 'Transactions', 'SRs']);
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Tether USD (USDT)PRC20 · 9 holders',
      'USD Coin (USDC)PRC10 · 2 holders',
      `${HASH}Block #7`,
      'USD Validatorshttps://usd.example',
    ]);
    expect(requests.filter((r) => r.url === '/api/search/suggest').map((r) => r.params)).toEqual([
      { q: 'us', limit: 5 },
    ]);
  });

  it('moves with the arrows and goes to the chosen suggestion with Enter', async () => {
    renderApp('/', { routes: { searchSuggest: answer } });
    const { user, box } = await typeInBox('usd');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const chosen = screen.getByRole('option', { name: /USD Coin/ });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', chosen.id);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Token Details' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('closes with Esc and opens again with ↓; a click goes to the suggestion', async () => {
    renderApp('/', { routes: { searchSuggest: answer } });
    const { user } = await typeInBox('usd');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('option', { name: /USD Validators/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Address' })).toBeInTheDocument();
  });

  it('says "Nothing found" inside the list', async () => {
    renderApp('/', { routes: { searchSuggest: answer } });
    await typeInBox('qq');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('drops a stale answer: the later term wins even when its answer comes first', async () => {
    const { requests } = renderApp('/', {
      routes: {
        searchSuggest: async (request) => {
          const { q } = request.params as { q: string };
          // The first term is slow; by the time it would answer, the visitor has typed more.
          if (q === 'us') await new Promise((r) => setTimeout(r, 300));
          return answer(request);
        },
      },
    });
    const { user } = await typeInBox('us');
    await waitFor(() => expect(requests.some((r) => r.url === '/api/search/suggest')).toBe(true));
    await user.keyboard('qqq');
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Nothing found')).toBeInTheDocument();
  });
});
