// @vitest-environment node
import { computeTxId, encodeTransactionRawData } from '@poxscan/protocol';
import { bytesToHex } from '@poxscan/protocol/browser';
import { describe, expect, it } from 'vitest';
import { buildProposalTransaction, EXPIRATION_MS, type ProposalContract } from './proposalTransaction';

const OWNER = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const HEAD = {
  number: 1_234_567,
  blockID: '000000000012d687c9a1b2c3d4e5f60718293a4b5c6d7e8f9010203040506070',
  timestamp: 1_730_000_000_000,
};
const NOW = 1_730_000_001_234;

/** tronweb's encoding of the JSON (what the node does on broadcast) must give the very same bytes. */
function expectNodeEncodingMatches(contract: ProposalContract) {
  const tx = buildProposalTransaction(OWNER, contract, HEAD, NOW);
  const nodeBytes = encodeTransactionRawData(tx.raw_data as never, { visible: true });
  expect(tx.raw_data_hex).toBe(bytesToHex(nodeBytes));
  expect(tx.txID).toBe(computeTxId({ raw_data: tx.raw_data as never, visible: true }));
  return tx;
}

describe('proposal transactions built in the browser', () => {
  it('encode a ProposalCreate with several parameters (zero key and value included) as tronweb does', () => {
    const tx = expectNodeEncodingMatches({
      type: 'ProposalCreateContract',
      parameters: [
        { key: 11, value: 420n },
        { key: 0, value: 300_000n },
        { key: 2, value: 0n },
      ],
    });
    expect(tx.raw_data.expiration).toBe(HEAD.timestamp + EXPIRATION_MS);
    expect(tx.raw_data.ref_block_bytes).toBe('d687');
    expect(tx.raw_data.ref_block_hash).toBe('c9a1b2c3d4e5f607');
  });

  it('encode approvals, withdrawn approvals and deletions as tronweb does', () => {
    expectNodeEncodingMatches({ type: 'ProposalApproveContract', proposalId: 7, approve: true });
    expectNodeEncodingMatches({ type: 'ProposalApproveContract', proposalId: 7, approve: false });
    const deletion = expectNodeEncodingMatches({ type: 'ProposalDeleteContract', proposalId: 300 });
    expect(deletion.raw_data.contract).toEqual([
      {
        parameter: {
          value: { owner_address: OWNER, proposal_id: 300 },
          type_url: 'type.googleapis.com/protocol.ProposalDeleteContract',
        },
        type: 'ProposalDeleteContract',
      },
    ]);
  });
});
