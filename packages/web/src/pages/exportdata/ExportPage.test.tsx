import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeAnswerFor, FakeRoutes, RecordedRequest } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const TODAY = format(new Date(), 'dd/MM/yyyy');
const tokens: FakeAnswerFor<'exportTokens'> = {
  data: {
    status: 200,
    message: [
      { symbol: 'USDT', name: 'Tether', tokenId: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      { symbol: 'POXT', name: 'Pox Test', tokenId: '1000001' },
    ],
  },
};
/** The API's "no rows" answer: JSON with a 200, where a file was asked for. */
const jsonBlob = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json' });
const csv = (): FakeAnswerFor<'csvExport'> => ({ data: new Blob(['hash,from,to\n'], { type: 'text/csv' }) });

// The page's code is transformed on first import; pay that once here, not inside a test's wait.
beforeAll(() => import('./ExportPage'), 60_000);

let saved: { name: string; href: string }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function openExport(routes: FakeRoutes = {}, address = ADDRESS) {
  const user = userEvent.setup();
  const view = renderApp(`/exportdata/${address}`, {
    routes: { exportTokens: tokens, csvExport: csv(), ...routes },
  });
  await screen.findByRole('heading', { level: 1, name: 'Download Data (CSV Export)' });
  await waitFor(() => expect(screen.getByLabelText('Select export type')).toBeEnabled());
  return { user, ...view };
}

async function blockMode(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await user.click(screen.getByRole('radio', { name: 'Block Number' }));
  if (from) await user.type(screen.getByLabelText('From Block *'), from);
  if (to) await user.type(screen.getByLabelText('To Block *'), to);
}

/**
 * Enters the whole date as one change: typed key by key, the picker parses each partial text
 * ("11/03/2" is the year 2) and its own focus timers can land between the keys on a busy machine.
 */
async function setDate(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.click(input);
  fireEvent.change(input, { target: { value: text } });
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('heading', { level: 1 }));
}

const download = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Download' }));
const csvRequests = (requests: RecordedRequest[]) => requests.filter((r) => r.url === '/api/getCsvResource');

describe('export page', () => {
  it('has every field of the spec, in order, with its defaults', async () => {
    await openExport();
    const form = screen.getByRole('button', { name: 'Download' }).closest('form')!;
    const select = within(form).getByLabelText('Select export type');
    expect(select).toHaveValue('');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'POX', 'USDT', 'POXT']);
    const address = within(form).getByLabelText('Address *');
    expect(address).toHaveValue(ADDRESS);
    expect(address).toHaveAttribute('readonly');
    expect(within(form).getByRole('radio', { name: 'Date' })).toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Block Number' })).not.toBeChecked();
    expect(within(form).getByLabelText('Start Date *')).toHaveValue('02/01/2024');
    expect(within(form).getByLabelText('End Date *')).toHaveValue(TODAY);
    expect(form).toHaveTextContent(
      '⚠ Only the earliest 5,000 records within the selected range will be exported',
    );
    const order = [
      'Select export type',
      'Address *',
      'Date',
      'Block Number',
      'Start Date *',
      'End Date *',
    ].map((label) => within(form).getByLabelText(label));
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(
      within(form)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Download', 'Reset']);
  });

  it("loads the token types once, showing 'Loading types...' meanwhile", async () => {
    let answer = (_: FakeAnswerFor<'exportTokens'>) => {};
    const user = userEvent.setup();
    const { requests } = renderApp(`/exportdata/${ADDRESS}`, {
      routes: {
        exportTokens: () => new Promise<FakeAnswerFor<'exportTokens'>>((resolve) => (answer = resolve)),
      },
    });
    const select = await screen.findByLabelText('Select export type');
    expect(select).toBeDisabled();
    expect(within(select).getByRole('option')).toHaveTextContent('Loading types...');
    answer(tokens);
    await waitFor(() => expect(select).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Block Number' }));
    await user.click(screen.getByRole('radio', { name: 'Date' }));
    expect(requests.filter((r) => r.url === '/api/getCsvTokens')).toEqual([
      expect.objectContaining({ params: { address: ADDRESS } }),
    ]);
  });

  it('keeps POX only when the token list fails', async () => {
    await openExport({
      exportTokens: { status: 503, data: { error: { code: 'DOWN', message: 'down' } } },
    });
    const select = screen.getByLabelText('Select export type');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'POX']);
  });

  it('block inputs accept digits only', async () => {
    const { user } = await openExport();
    await blockMode(user, '12a3-4 ', '9.9e9');
    expect(screen.getByLabelText('From Block *')).toHaveValue('1234');
    expect(screen.getByLabelText('To Block *')).toHaveValue('999');
    for (const label of ['From Block *', 'To Block *']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('placeholder', 'Enter block number');
    }
    expect(screen.queryByLabelText('Start Date *')).not.toBeInTheDocument();
  });

  it('limits the start date to 1 February 2024 – today, and the end date to start – today', async () => {
    const { user } = await openExport();
    await setDate(user, 'Start Date *', '15/01/2024');
    expect(screen.getByLabelText('Start Date *')).toHaveValue('02/01/2024');
    await setDate(user, 'Start Date *', '10/03/2024');
    expect(screen.getByLabelText('Start Date *')).toHaveValue('10/03/2024');
    await setDate(user, 'End Date *', '09/03/2024');
    expect(screen.getByLabelText('End Date *')).toHaveValue(TODAY);
    await setDate(user, 'End Date *', '11/03/2024');
    expect(screen.getByLabelText('End Date *')).toHaveValue('11/03/2024');
    await setDate(user, 'End Date *', '01/01/2999');
    expect(screen.getByLabelText('End Date *')).toHaveValue('11/03/2024');
  });

  it('downloads the CSV of the date range as data-export-{timestamp}.csv', async () => {
    const { user, requests } = await openExport();
    await user.selectOptions(screen.getByLabelText('Select export type'), 'POX');
    const before = Date.now();
    await download(user);
    await waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    const stamp = Number(/^data-export-(\d+)\.csv$/.exec(file!.name)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(csvRequests(requests)[0]?.params).toEqual({
      type: 'POX',
      contractAddress: ADDRESS,
      fromBlock: '',
      toBlock: '',
      startDate: '02/01/2024',
      endDate: TODAY,
    });
  });

  it('downloads the CSV of a block range', async () => {
    const { user, requests } = await openExport();
    await blockMode(user, '100', '10100');
    await download(user);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(csvRequests(requests)[0]?.params).toMatchObject({
      type: '',
      fromBlock: '100',
      toBlock: '10100',
      startDate: '',
      endDate: '',
    });
  });

  it("shows 'Downloading...' and refuses a second download meanwhile", async () => {
    let answer = (_: FakeAnswerFor<'csvExport'>) => {};
    const { user, requests } = await openExport({
      csvExport: () => new Promise<FakeAnswerFor<'csvExport'>>((resolve) => (answer = resolve)),
    });
    await download(user);
    const busy = await screen.findByRole('button', { name: 'Downloading...' });
    await user.click(busy);
    expect(await screen.findByText('Please wait for the current download to finish.')).toBeInTheDocument();
    expect(csvRequests(requests)).toHaveLength(1);
    answer(csv());
    expect(await screen.findByRole('button', { name: 'Download' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it.each([
    [
      'an invalid address, before any block problem',
      'not-an-address',
      ['200', '100'],
      'Please enter a valid contract address.',
    ],
    ['From Block not below To Block', ADDRESS, ['200', '200'], 'From Block should be less than To Block.'],
    ['a block span over 10,000', ADDRESS, ['1', '10002'], 'Block range should not exceed 10,000.'],
  ])('refuses %s', async (_case, address, [from, to], message) => {
    const { user, requests } = await openExport({}, address);
    await blockMode(user, from!, to!);
    await download(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(csvRequests(requests)).toHaveLength(0);
  });

  it('checks the block range whatever the mode', async () => {
    const { user, requests } = await openExport();
    await blockMode(user, '500', '100');
    await user.click(screen.getByRole('radio', { name: 'Date' }));
    await setDate(user, 'Start Date *', TODAY);
    await download(user);
    expect(await screen.findByText('From Block should be less than To Block.')).toBeInTheDocument();
    expect(screen.queryByText('Start Date should be earlier than End Date.')).not.toBeInTheDocument();
    expect(csvRequests(requests)).toHaveLength(0);
  });

  it('refuses a start date that is not before the end date', async () => {
    const { user, requests } = await openExport();
    await setDate(user, 'Start Date *', TODAY);
    await download(user);
    expect(await screen.findByText('Start Date should be earlier than End Date.')).toBeInTheDocument();
    expect(csvRequests(requests)).toHaveLength(0);
  });

  it.each([
    [
      'its message',
      { data: jsonBlob({ status: 404, message: 'No transfers in this range.' }) },
      'No transfers in this range.',
    ],
    [
      'the default message',
      { data: jsonBlob({ status: 404, message: '' }) },
      'No data found for the selected criteria.',
    ],
    [
      'the message of an error answer',
      {
        status: 400,
        data: { error: { code: 'BAD_PARAMETER', message: 'Enter both From Block and To Block.' } },
      },
      'Enter both From Block and To Block.',
    ],
  ] as [string, FakeAnswerFor<'csvExport'>, string][])(
    'toasts %s when there is no file',
    async (_case, answer, message) => {
      const { user } = await openExport({ csvExport: answer });
      await download(user);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(saved).toHaveLength(0);
    },
  );

  it('Reset restores the default dates, date mode, empty block fields and the All type', async () => {
    const { user } = await openExport();
    await user.selectOptions(screen.getByLabelText('Select export type'), 'USDT');
    await setDate(user, 'Start Date *', '10/03/2024');
    await blockMode(user, '5', '9');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Select export type')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Date' })).toBeChecked();
    expect(screen.getByLabelText('Start Date *')).toHaveValue('02/01/2024');
    expect(screen.getByLabelText('End Date *')).toHaveValue(TODAY);
    await user.click(screen.getByRole('radio', { name: 'Block Number' }));
    expect(screen.getByLabelText('From Block *')).toHaveValue('');
    expect(screen.getByLabelText('To Block *')).toHaveValue('');
  });
});
