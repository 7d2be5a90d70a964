import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('startup probe', () => {
  it('sends the visitor to /too-many-request when it is rate limited', async () => {
    const { deps, requests } = renderApp('/blockchain/blocks', {
      routes: {
        notifications: {
          status: 429,
          headers: { 'retry-after': '30' },
          data: { error: { code: 'RATE_LIMITED', message: 'Too many requests' } },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Too Many Requests' })).toBeInTheDocument();
    expect(deps.router.state.location.pathname).toBe('/too-many-request');
    expect(requests.filter((r) => r.url === '/api/getmsg')).toHaveLength(1);
  });

  it('leaves the visitor where they are when it succeeds or fails otherwise', async () => {
    const { deps, requests } = renderApp('/blockchain/blocks', {
      routes: {
        notifications: { status: 401, data: { error: { code: 'UNAUTHORIZED', message: 'no key' } } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Blocks' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.some((r) => r.url === '/api/getmsg')).toBe(true);
    expect(deps.router.state.location.pathname).toBe('/blockchain/blocks');
  });
});
