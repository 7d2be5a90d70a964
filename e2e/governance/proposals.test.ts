import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectPolinkWith,
  type GovernanceSession,
  KEYS,
  signWith,
  startGovernanceSession,
  type UnsignedTx,
  until,
} from './session.js';

interface NetworkParameter {
  key: string;
  proposalKey: number | null;
  value: string;
  initialValue: string | null;
  changes: { proposalId: number; value: string }[];
}

const energyFee = async (session: GovernanceSession) =>
  (await session.api<{ parameters: NetworkParameter[] }>('/governance/networkParameters')).parameters.find(
    (p) => p.key === 'getEnergyFee',
  );

interface NodeProposal {
  proposal_id: number;
  proposer_address: string;
  state?: string;
}

let session: GovernanceSession;
beforeAll(async () => {
  session = await startGovernanceSession();
});
afterAll(async () => {
  await session?.close();
});

describe('committee proposals through the wallet', () => {
  it('an SR proposes a new energy price, the SRs approve it, and after the maintenance the parameters page shows it', async () => {
    const [creator, ...others] = KEYS.witnesses;
    const before = await until('the chain parameters in the API', () => energyFee(session));
    expect(before.proposalKey).toBe(11);
    const { page, errors } = await session.open('/governance/parameterandproposal');
    await connectPolinkWith(page, creator!);

    const form = page.getByRole('form', { name: 'Create a proposal' });
    await form.getByLabel('Parameter 1').selectOption('getEnergyFee');
    await form.getByLabel('New value 1').fill('420');
    await form.getByRole('button', { name: 'Create proposal' }).click();
    await page.getByText(/^Create proposal: confirmed in block [\d,]+\.$/).waitFor({ timeout: 30_000 });
    const { proposals } = await session.node<{ proposals: NodeProposal[] }>('/wallet/listproposals');
    const id = proposals.find((p) => p.proposer_address === creator!.base58)!.proposal_id;

    // The creator approves in the proposal's details; the other SRs approve with their devnet keys.
    await page.getByRole('tab', { name: 'Proposals' }).click();
    await page.getByRole('link', { name: `#${id}`, exact: true }).click();
    const detail = page.getByRole('region', { name: `Proposal #${id}` });
    await detail.getByRole('button', { name: 'Approve' }).click();
    await page
      .getByText(new RegExp(`^Approve proposal #${id}: confirmed in block [\\d,]+\\.$`))
      .waitFor({ timeout: 30_000 });
    for (const sr of others) {
      const unsigned = await session.node<UnsignedTx>('/wallet/proposalapprove', {
        owner_address: sr.base58,
        proposal_id: id,
        is_add_approval: true,
      });
      const sent = await session.node<{ result?: boolean }>(
        '/wallet/broadcasttransaction',
        signWith(sr.privateKey, unsigned),
      );
      expect(sent.result).toBe(true);
    }

    // Proposals are decided at the first maintenance after they expire: fast-forward to it.
    const state = async () => (await session.node<NodeProposal>('/wallet/getproposalbyid', { id })).state;
    for (let i = 0; i < 40 && (await state()) === undefined; i++) await session.produce(100);
    expect(await state()).toBe('APPROVED');
    await session.waitForIndexer();
    const after = await until('the new energy price in the API', async () => {
      const fee = await energyFee(session);
      return fee?.value === '420' && fee.changes.length > 0 ? fee : undefined;
    });
    // The value first read, before the proposal, stays the initial value; the change names the proposal.
    expect(after.initialValue).toBe(before.value);
    expect(after.changes).toEqual([expect.objectContaining({ proposalId: id, value: '420' })]);

    await page.goto(`${session.explorer.baseUrl}/governance/parameterandproposal`);
    const row = page
      .getByRole('table', { name: 'Chain parameters' })
      .getByRole('row', { name: /Energy price/ });
    await row.getByText('420 sun (0.00042 POX)').waitFor();
    await row.getByRole('link', { name: `Proposal #${id}` }).click();
    // The details load the proposals when opened (the parameters tab does not need them).
    await detail.getByText('Approved', { exact: true }).waitFor();
    expect(await detail.getByText('Approved', { exact: true }).count()).toBe(1);
    expect(await detail.getByRole('list', { name: 'Approved by' }).getByRole('listitem').count()).toBe(27);
    expect(errors).toEqual([]);
  });
});
