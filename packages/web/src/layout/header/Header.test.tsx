import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { setViewport } from '../../test/viewport';

const MENUS: [string, [string, string | null][]][] = [
  [
    'Blockchain',
    [
      ['Nodes', '/blockchain/node'],
      ['Blocks', '/blockchain/blocks'],
      ['Transactions', '/blockchain/transactions'],
      ['Transfers', '/blockchain/transfers'],
      ['Accounts', '/blockchain/accounts'],
      ['Contracts', '/blockchain/contracts'],
    ],
  ],
  [
    'Tokens',
    [
      ['Others', '/tokens'],
      ['POX', '/tokens/pox'],
    ],
  ],
  [
    'Data',
    [
      ['POX Supply', '/data/pox-supply'],
      ['Rankings', '/data/rankings'],
      ['Charts', '/data/charts'],
    ],
  ],
  [
    'Governance',
    [
      ['Super Representatives', '/governance/superrepresentatives'],
      ['Votes', '/governance/votes'],
      ['POX Staking Governance', '/governance/poxstakinggovernance'],
      ['Parameters & Proposals', '/governance/parameterandproposal'],
    ],
  ],
  [
    'More',
    [
      ['Contracts Deployment', '/more/contractsdeployment'],
      ['Contracts Verification', '/more/contractsverification'],
      ['Encoding Converter', '/more/encodingconverter'],
      ['Broadcast Transaction', '/more/broadcasttransaction'],
      ['PRC20 Token Deployment', '/more/prc20tokendeployment'],
      ['Stake Resources', '/stake-resources'],
    ],
  ],
];

async function desktopNav() {
  renderApp('/');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  // The dropdown code arrives just after the first paint; wait until the real triggers are in place.
  await waitFor(() =>
    expect(within(nav).getByRole('button', { name: 'Blockchain' })).toHaveAttribute('data-state'),
  );
  return nav;
}

describe('desktop header', () => {
  it('renders the desktop layout only', async () => {
    await desktopNav();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it.each(MENUS)(
    'the %s dropdown opens and closes on click, with its items in order',
    async (label, items) => {
      const user = userEvent.setup();
      const nav = await desktopNav();
      const trigger = within(nav).getByRole('button', { name: label });
      await user.click(trigger);
      const menu = await screen.findByRole('menu');
      const entries = within(menu).getAllByRole('menuitem');
      expect(entries.map((entry) => entry.textContent?.replace('Coming soon', ''))).toEqual(
        items.map(([name]) => name),
      );
      entries.forEach((entry, index) => {
        const href = items[index]?.[1];
        if (href === null) {
          expect(entry).not.toHaveAttribute('href');
          expect(entry).toHaveAttribute('aria-disabled', 'true');
        } else {
          expect(entry).toHaveAttribute('href', href);
        }
      });
      await user.click(trigger);
      await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    },
  );

  it('keeps one popup open at a time: a dropdown closes the notifications, and the bell the dropdown', async () => {
    const user = userEvent.setup();
    const nav = await desktopNav();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Blockchain' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('opens a menu from the keyboard and follows an item', async () => {
    const user = userEvent.setup();
    const nav = await desktopNav();
    within(nav).getByRole('button', { name: 'Tokens' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Others' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'POX' })).toBeInTheDocument();
  });

  it('switches network through external links to the Testnet and Mainnet explorers', async () => {
    const user = userEvent.setup();
    await desktopNav();
    const switcher = await screen.findByRole('button', { name: /Network: Yuvi Testnet/ });
    await user.click(switcher);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Testnet' })).toHaveAttribute(
      'href',
      'https://testnet.poxscan.example',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Mainnet' })).toHaveAttribute(
      'href',
      'https://poxscan.example',
    );
  });
});

it('shows a network without an explorer site as unavailable', async () => {
  const user = userEvent.setup();
  renderApp('/', { config: { explorers: { testnet: 'http://localhost:8080', mainnet: '' } } });
  await user.click(await screen.findByRole('button', { name: /Network: Yuvi Testnet/ }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Testnet' })).toHaveAttribute(
    'href',
    'http://localhost:8080',
  );
  const mainnet = within(menu).getByRole('menuitem', { name: /Mainnet/ });
  expect(mainnet).not.toHaveAttribute('href');
  expect(mainnet).toHaveAttribute('aria-disabled', 'true');
});

describe('mobile header', () => {
  async function openMenu() {
    setViewport('mobile');
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Menu' }) };
  }

  it('renders the mobile layout only', async () => {
    setViewport('mobile');
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the search box on the page, with the menu closed', async () => {
    setViewport('mobile');
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('slides in a menu whose accordion keeps one section open at a time', async () => {
    const { user, dialog } = await openMenu();
    const blockchain = within(dialog).getByRole('button', { name: 'Blockchain' });
    const tokens = within(dialog).getByRole('button', { name: 'Tokens' });
    await user.click(blockchain);
    expect(blockchain).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Blocks' })).toHaveAttribute(
      'href',
      '/blockchain/blocks',
    );
    await user.click(tokens);
    expect(tokens).toHaveAttribute('aria-expanded', 'true');
    expect(blockchain).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Blocks' })).not.toBeInTheDocument();
    await user.click(tokens);
    expect(tokens).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a page is chosen, and on Escape', async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Governance' }));
    await user.click(within(dialog).getByRole('link', { name: 'Votes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Votes' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links the Data pages and shows the networks as external links', async () => {
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Data' }));
    expect(within(dialog).getByRole('link', { name: 'POX Supply' })).toHaveAttribute(
      'href',
      '/data/pox-supply',
    );
    expect(within(dialog).getByRole('link', { name: 'Charts' })).toHaveAttribute('href', '/data/charts');
    await user.click(within(dialog).getByRole('button', { name: 'Network: Yuvi Testnet' }));
    expect(within(dialog).getByRole('link', { name: 'Mainnet' })).toHaveAttribute(
      'href',
      'https://poxscan.example',
    );
  });
});
