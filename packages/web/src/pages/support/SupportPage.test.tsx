import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeAnswerFor, FakeRouteFor } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const created: FakeAnswerFor<'support'> = {
  data: { status: 200, message: 'Your request has been received.', id: '42' },
};

async function openSupport(answer: FakeRouteFor<'support'> = created) {
  const user = userEvent.setup();
  const view = renderApp('/support', { routes: { support: answer } });
  await screen.findByRole('heading', { level: 1, name: 'Support' });
  const tickets = () => view.requests.filter((r) => r.url === '/support/create');
  return { user, tickets };
}

async function fill(user: ReturnType<typeof userEvent.setup>, overrides: Record<string, string> = {}) {
  const values = {
    'Name *': 'Ada',
    'Email *': 'ada@example.com',
    'Subject *': 'Missing token logo',
    'Message *': 'The logo of my token does not show on its page.',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value !== '') await user.type(screen.getByLabelText(label), value);
  }
  await user.selectOptions(screen.getByLabelText('Category *'), overrides.category ?? 'Bug report');
}

describe('support page', () => {
  it('names every missing or bad field, sends nothing, and clears each message once fixed', async () => {
    const { user, tickets } = await openSupport();
    await user.type(screen.getByLabelText('Email *'), 'ada@');
    await user.type(screen.getByLabelText('Message *'), 'short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Name *')).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText('Email *')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(screen.getByLabelText('Category *')).toHaveAccessibleDescription('Please choose a category.');
    expect(screen.getByLabelText('Subject *')).toHaveAccessibleDescription('Please enter a subject.');
    expect(screen.getByLabelText('Message *')).toHaveAccessibleDescription(/at least 10 characters/);
    await user.type(screen.getByLabelText('Name *'), 'Ada');
    expect(screen.getByLabelText('Name *')).not.toHaveAccessibleDescription('Please enter your name.');
    expect(tickets()).toHaveLength(0);
  });

  it('sends the ticket with its category in its own field, confirms, and holds a second one back', async () => {
    const { user, tickets } = await openSupport();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your request has been received');
    expect(tickets().map((r) => r.data)).toEqual([
      {
        name: 'Ada',
        email: 'ada@example.com',
        category: 'Bug report',
        subject: 'Missing token logo',
        message: 'The logo of my token does not show on its page.',
        website: '',
      },
    ]);
    expect(screen.getByLabelText('Name *')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByText(/You can send another message in \d+ s\./)).toBeInTheDocument();
  });

  it('sends the hidden honeypot as filled, for the API to drop, and confirms as for any message', async () => {
    const { user, tickets } = await openSupport();
    await fill(user);
    const honeypot = document.getElementById('support-website') as HTMLInputElement;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await user.type(honeypot, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('status')).toHaveTextContent('your request has been received');
    expect(tickets().map((r) => (r.data as { website: string }).website)).toEqual(['http://spam.example']);
  });

  it("explains the API's refusals: over the rate limit, or a field it rejects", async () => {
    const limited = await openSupport({
      status: 429,
      data: { error: { code: 'RATE_LIMITED', message: 'slow down' } },
    });
    await fill(limited.user);
    await limited.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages were sent from your connection',
    );
    expect(screen.getByLabelText('Name *')).toHaveValue('Ada');
  });

  it('shows a field the API rejects under that field', async () => {
    const { user } = await openSupport({
      status: 400,
      data: {
        error: { code: 'BAD_PARAMETER', message: 'email must be an email address', parameter: 'email' },
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const form = screen.getByRole('form', { name: 'Contact form' });
    await within(form).findByText('email must be an email address', { selector: '#support-email-error' });
  });
});
