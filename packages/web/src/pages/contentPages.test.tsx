import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('content pages', () => {
  it('the privacy policy says what is kept, including the session storage key', async () => {
    renderApp('/privacy-policy');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(main).toHaveTextContent('poxscan');
    expect(main).toHaveTextContent('private keys stay in the wallet');
  });

  it('the terms of service cover test currency, wallets and fair use', async () => {
    renderApp('/terms-of-service');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Terms of Service' });
    for (const heading of ['A test network', 'Your wallet, your transactions', 'Fair use', 'Liability']) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('the rate-limit page explains the pause and links back', async () => {
    renderApp('/too-many-request');
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Too Many Requests' });
    expect(main).toHaveTextContent('Retry-After');
    expect(within(main).getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  });

  it('the page-not-found screen leads home', async () => {
    renderApp('/definitely/not/here');
    expect(await screen.findByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
