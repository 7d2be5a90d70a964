import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';

async function footer() {
  renderApp('/');
  return screen.findByRole('contentinfo');
}

describe('footer', () => {
  it('has the tagline, the copyright and a logo linking home', async () => {
    const el = await footer();
    expect(el).toHaveTextContent('The Best Blockchain Explorer of POX');
    expect(el).toHaveTextContent('© 2021-2025 PoxScan');
    expect(within(el).getByRole('link', { name: 'PoxScan home' })).toHaveAttribute('href', '/');
  });

  it('links to X, Telegram, Instagram, Medium and the wallet site, in new tabs', async () => {
    const el = await footer();
    const social = within(el).getByRole('list', { name: 'PoxScan elsewhere' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'X',
      'Telegram',
      'Instagram',
      'Medium',
      'Polink wallet',
    ]);
    expect(links[4]).toHaveAttribute('href', 'https://polink.example');
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    [
      'About us',
      [
        ['Terms & Conditions', '/terms-of-service'],
        ['Privacy Policy', '/privacy-policy'],
        ['Download Polink', 'https://polink.example'],
      ],
    ],
    [
      'Support',
      [
        ['API docs', '/api/docs'],
        ['Advertise', null],
        ['Contact Us', '/support'],
      ],
    ],
    [
      'Resources',
      [
        ['POX ETF', null],
        ['POX Architecture', null],
        ['POX Whitepaper', '/pox-whitepaper.pdf'],
      ],
    ],
  ] as [string, [string, string | null][]][])('has the %s column', async (title, links) => {
    const el = await footer();
    const column = within(el).getByRole('navigation', { name: title });
    expect(within(column).getByRole('heading', { name: title })).toBeInTheDocument();
    const entries = within(column).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(links.map(([label]) => label));
    links.forEach(([label, href]) => {
      const link = within(column).queryByRole('link', { name: label });
      if (href === null) {
        expect(link).toBeNull();
      } else {
        expect(link).toHaveAttribute('href', href);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  });

  it('shows the wallet links without target when the deployment has no wallet site', async () => {
    renderApp('/', { config: { walletSiteUrl: '' } });
    const el = await screen.findByRole('contentinfo');
    expect(within(el).getByText('Download Polink').closest('a')).toBeNull();
    expect(within(el).queryByRole('link', { name: 'Polink wallet' })).not.toBeInTheDocument();
  });

  it('scrolls back to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const el = await footer();
    await userEvent.click(within(el).getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
