import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectTestAccount,
  type GovernanceSession,
  KEYS,
  startGovernanceSession,
  until,
} from './session.js';

interface Witness {
  address: string;
  name: string | null;
  votes: string;
  realtimeVotes: string | null;
  votesChange: string | null;
}

let session: GovernanceSession;
beforeAll(async () => {
  session = await startGovernanceSession();
});
afterAll(async () => {
  await session?.close();
});

const grouped = (value: bigint) => value.toLocaleString('en-US');

describe('staking and voting through the devnet wallet', () => {
  const owner = KEYS.accounts[0]!.base58;

  it('stakes for energy and shows the resources change once the transaction is in a block', async () => {
    const { page, errors } = await session.open('/stake-resources');
    await connectTestAccount(page);
    const resources = page.getByRole('region', { name: 'Your resources' });
    await resources.getByText('0 / 0 energy').waitFor();

    const form = page.getByRole('form', { name: 'Stake' });
    await form.getByLabel('Amount (POX)').fill('1000');
    await form.getByRole('button', { name: 'Stake' }).click();
    await page
      .getByText(/^Stake 1,000 POX for energy: confirmed in block [\d,]+\.$/)
      .waitFor({ timeout: 30_000 });

    const compare = page.getByRole('table', { name: 'Before and after: Stake 1,000 POX for energy' });
    await compare.waitFor();
    const beforeAfter = (label: RegExp) =>
      compare.getByRole('row', { name: label }).getByRole('cell').allTextContents();
    expect(await beforeAfter(/Staked for energy/)).toEqual(['0 POX', '1,000 POX']);
    expect(await beforeAfter(/POX power/)).toEqual(['0', '1,000']);
    const [energyBefore, energy] = await beforeAfter(/Energy a day/);
    expect(energyBefore).toBe('0');
    expect(Number(energy!.replaceAll(',', ''))).toBeGreaterThan(0);
    await resources.getByText(`0 / ${energy} energy`).waitFor();

    const account = await session.node<{ frozenV2: { type?: string; amount?: number }[] }>(
      '/wallet/getaccount',
      {
        address: owner,
      },
    );
    expect(account.frozenV2.find((f) => f.type === 'ENERGY')?.amount).toBe(1_000_000_000);
    expect(errors).toEqual([]);
  });

  it('votes with the new POX power and shows the vote after the next block, and in the SR tally after maintenance', async () => {
    const list = await session.api<{ items: Witness[] }>(
      '/governance/getvoteslist?pageNo=1&pageLimit=10&term=',
    );
    const sr = list.items[0]!;
    // Unnamed SRs are shown by their shortened address.
    const name = sr.name ?? `${sr.address.slice(0, 6)}…${sr.address.slice(-5)}`;
    const { page, errors } = await session.open('/governance/votes');
    await connectTestAccount(page);
    await page.getByText('0 / 1,000 votes').waitFor();

    await page.getByRole('button', { name: `Vote for ${name}` }).click();
    const ballot = page.getByRole('form', { name: 'Cast your votes' });
    await ballot.getByLabel(`Votes for ${name}`).fill('600');
    await ballot.getByRole('button', { name: 'Vote', exact: true }).click();
    await page.getByText(/^Vote: confirmed in block [\d,]+\.$/).waitFor({ timeout: 30_000 });
    const yours = page.getByRole('table', { name: 'Your votes' });
    expect(
      await yours
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual([name, '600']);
    await page.getByText('600 / 1,000 votes').waitFor();

    // Before the maintenance the SR's tally is unchanged, but its details list the new voter.
    await session.waitForIndexer();
    await until('the voter in the API', async () => {
      const { items } = await session.api<{ items: { address: string; votes: string }[] }>(
        `/governance/witnessVoters?address=${sr.address}`,
      );
      return items.some((v) => v.address === owner && v.votes === '600') ? true : undefined;
    });
    const details = await session.open(`/governance/superrepresentatives?sr=${sr.address}`);
    const voters = details.page
      .getByRole('region', { name: `SR details: ${name}` })
      .getByRole('table', { name: 'Voters' });
    await voters.getByRole('row', { name: new RegExp(`${owner.slice(0, 6)}.*600`) }).waitFor();
    expect(details.errors).toEqual([]);

    // The node's real-time tally has the vote at once; the votes list shows it with the change.
    const before = BigInt(sr.votes);
    await until('the real-time tally in the API', async () => {
      const { items } = await session.api<{ items: Witness[] }>(
        `/governance/getvoteslist?pageNo=1&pageLimit=1&term=${sr.address}`,
      );
      const w = items[0];
      return w?.realtimeVotes === String(before + 600n) && w.votesChange === '600' && w.votes === sr.votes
        ? true
        : undefined;
    });
    await page
      .getByRole('table', { name: 'Votes list' })
      .getByRole('row', { name: new RegExp(name) })
      .getByText(grouped(before + 600n))
      .waitFor();

    // SRs' tallies at the last maintenance change at the next one; the hook fast-forwards the chain to it.
    const tally = async () =>
      (
        await session.node<{ witnesses: { address: string; voteCount?: number }[] }>('/wallet/listwitnesses')
      ).witnesses.find((w) => w.address === sr.address)?.voteCount ?? 0;
    for (let i = 0; i < 30 && BigInt(await tally()) === before; i++) await session.produce(100);
    expect(BigInt(await tally())).toBe(before + 600n);
    await session.waitForIndexer();
    // The explorer re-reads the SRs from the node once it has indexed the maintenance block.
    await until('the new tally in the API', async () => {
      const { items } = await session.api<{ items: Witness[] }>(
        `/governance/getvoteslist?pageNo=1&pageLimit=1&term=${sr.address}`,
      );
      return items[0]?.votes === String(before + 600n) ? true : undefined;
    });
    await page.reload();
    const row = page.getByRole('table', { name: 'Votes list' }).getByRole('row', { name: new RegExp(name) });
    await row.getByText(grouped(before + 600n)).waitFor();
    expect(errors).toEqual([]);
  });
});
