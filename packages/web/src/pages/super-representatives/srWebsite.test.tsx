import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { networkParameters, votesData, witness, witnesses } from '../../components/testing/governanceSamples';
import { homeStats } from '../../components/testing/samples';
import { renderApp } from '../../test/renderApp';

const HOSTILE = 'javascript:alert(document.cookie)';
const hostile = witness(1, { name: 'Mallory', url: HOSTILE });
const honest = witness(2, { name: 'Honest', url: 'https://honest.example/' });

const routes = {
  witnesses: {
    data: { witnesses: [hostile, honest, ...witnesses(3, 27)], totalVotes: '40000000000' },
  },
  witnessPartners: { data: { witnesses: [], totalVotes: '40000000000' } },
  votesData: { data: { ...votesData, nextMaintenanceAt: Date.now() + 60_000 } },
  homeStats: { data: homeStats },
  networkParameters: { data: networkParameters },
  witness: { data: { ...hostile, transactions: 1, voters: 0, blocksIndexed: 0 } },
};

/** Every link of the document whose href is not http(s). */
const unsafeLinks = () =>
  [...document.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => /^\s*[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href));

describe('an SR website written on chain', () => {
  it('is a link in the list only when it is http(s)', async () => {
    renderApp('/governance/superrepresentatives', { routes });
    await screen.findByRole('table', { name: 'Super representatives' });
    expect((await screen.findAllByRole('link', { name: 'honest.example' }))[0]).toHaveAttribute(
      'href',
      'https://honest.example/',
    );
    expect(screen.getAllByTitle(HOSTILE).length).toBeGreaterThan(0);
    expect(unsafeLinks()).toEqual([]);
  });

  it('is shown as text on the SR details, never as a javascript: link', async () => {
    renderApp(`/governance/superrepresentatives?sr=${hostile.address}`, { routes });
    const detail = await screen.findByRole('region', { name: 'SR details: Mallory' });
    expect(detail).toHaveTextContent(`Website${HOSTILE}`);
    expect(unsafeLinks()).toEqual([]);
  });
});
