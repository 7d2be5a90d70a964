import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAnswerFor, FakeRouteFor } from '../test/fakeApi';
import { renderApp } from '../test/renderApp';

const created = [Date.UTC(2025, 4, 1, 9, 30), Date.UTC(2025, 3, 20, 18, 0)];
const twoNotifications: FakeAnswerFor<'notifications'> = {
  data: {
    status: 200,
    message: [
      {
        _id: 'n2',
        message: 'Testnet upgrade tonight, details at https://pox.example/upgrade',
        createdAt: created[0]!,
      },
      { _id: 'n1', message: 'Welcome to PoxScan.', createdAt: created[1]! },
    ],
  },
};

async function openPanel(answer: FakeRouteFor<'notifications'>) {
  const user = userEvent.setup();
  renderApp('/', { routes: { notifications: answer } });
  await user.click(await screen.findByRole('button', { name: 'Notifications' }));
  return { user, panel: await screen.findByRole('region', { name: 'Notifications' }) };
}

describe('notifications panel', () => {
  it('shows numbered entries with their message and locale-formatted time', async () => {
    const { panel } = await openPanel(twoNotifications);
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    const items = await within(panel).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^1\./);
    expect(items[1]).toHaveTextContent(/^2\./);
    expect(items[1]).toHaveTextContent('Welcome to PoxScan.');
    expect(items[0]).toHaveTextContent(new Date(created[0]!).toLocaleString());
    const link = within(items[0]!).getByRole('link', { name: /^Click here/ });
    expect(link).toHaveAttribute('href', 'https://pox.example/upgrade');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("says 'No notifications available' when there are none", async () => {
    const { panel } = await openPanel({ data: { status: 200, message: [] } });
    expect(await within(panel).findByText('No notifications available')).toBeInTheDocument();
  });

  it('stays empty when they cannot be loaded', async () => {
    const { panel } = await openPanel({
      status: 401,
      data: { error: { code: 'UNAUTHORIZED', message: 'bad key' } },
    });
    expect(await within(panel).findByText('No notifications available')).toBeInTheDocument();
    expect(within(panel).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows 5 rows of 3 shimmering cells while loading', async () => {
    let answer = (_: FakeAnswerFor<'notifications'>) => {};
    const { panel } = await openPanel(
      () => new Promise<FakeAnswerFor<'notifications'>>((resolve) => (answer = resolve)),
    );
    const rows = within(panel).getAllByTestId('skeleton-row');
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.children).toHaveLength(3);
    answer(twoNotifications);
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).queryByTestId('skeleton-row')).not.toBeInTheDocument();
  });

  it('opens and closes with the bell, and closes on Escape giving focus back', async () => {
    const { user, panel } = await openPanel(twoNotifications);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveFocus();
    await user.click(bell);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell);
    await screen.findByRole('region', { name: 'Notifications' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    expect(bell).toHaveFocus();
  });
});
