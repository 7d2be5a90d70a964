import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { witness } from '../../components/testing/governanceSamples';
import { accountDetail, address, NOW } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const sr = address('sr 3');

const routes = (url: string) => ({
  accountDetail: { data: { ...accountDetail('sr 3'), address: sr, isWitness: true } },
  nodeAccount: { data: { address: sr, balance: 1_000_000, is_witness: true } },
  addressNames: { data: { names: [] } },
  price: {
    data: { available: true, usd: 0.5, change24h: 0, time: NOW, source: 'recorded', testnet: true },
  },
  witness: {
    data: {
      ...witness(3, { url, votesChange: '-2500', produced: 995, missed: 5, brokerage: 15 }),
      blocksIndexed: 995,
      voters: 12,
    },
  },
});

const summary = () => screen.getByRole('region', { name: 'Super Representative' });
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).parentElement!;

beforeAll(() => import('./AddressPage'), 60_000);

describe('SR address page', () => {
  it('leads with the SR summary: rank, votes and their change, productivity, brokerage, blocks, website', async () => {
    renderApp(`/address-account/${sr}`, { routes: routes('https://sr3.example') });
    await waitFor(() => expect(summary()).toHaveTextContent('Rank3'));
    expect(row('Votes')).toHaveTextContent('997,000,000 (−2,500 since the last maintenance)');
    expect(row('Productivity')).toHaveTextContent('99.50%');
    expect(row('Brokerage')).toHaveTextContent('15% kept by the SR');
    expect(row('Blocks produced / missed')).toHaveTextContent('995 / 5');
    expect(screen.getByRole('link', { name: 'https://sr3.example' })).toHaveAttribute(
      'href',
      'https://sr3.example',
    );
  });

  it('shows a website that is no web address as text, never as a link', async () => {
    renderApp(`/address-account/${sr}`, { routes: routes('javascript:alert(1)') });
    await waitFor(() => expect(row('Website')).toHaveTextContent('javascript:alert(1)'));
    expect(screen.queryByRole('link', { name: 'javascript:alert(1)' })).not.toBeInTheDocument();
  });
});
