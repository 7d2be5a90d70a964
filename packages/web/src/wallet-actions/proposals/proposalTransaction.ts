import { addressToBytes, bytesToHex, hexToBytes, sha256Hex, utf8ToBytes } from '@poxscan/protocol/browser';
import type { UnsignedTransaction } from '../../api/fullnodeTypes';
import { ProtobufWriter } from './protobufWriter';

export interface ProposalParameter {
  /** java-tron's proposal number of the chain parameter (ProposalUtil.ProposalType). */
  key: number;
  value: bigint;
}

export type ProposalContract =
  | { type: 'ProposalCreateContract'; parameters: readonly ProposalParameter[] }
  | { type: 'ProposalApproveContract'; proposalId: number; approve: boolean }
  | { type: 'ProposalDeleteContract'; proposalId: number };

/** The block a transaction refers to (TaPoS) and whose time its expiration counts from. */
export interface ReferenceBlock {
  number: number;
  blockID: string;
  timestamp: number;
}

const CONTRACT_TYPE_NUMBERS = {
  ProposalCreateContract: 16,
  ProposalApproveContract: 17,
  ProposalDeleteContract: 18,
} as const;

/** java-tron's builders give a transaction one minute from its reference block. */
export const EXPIRATION_MS = 60_000;

/** The contract message's bytes; proto3 scalars at their default are left out, map entries never. */
function contractBytes(owner: string, contract: ProposalContract): Uint8Array {
  const w = new ProtobufWriter().bytesField(1, addressToBytes(owner));
  if (contract.type === 'ProposalCreateContract') {
    // protobuf's JS runtime writes map entries in the string order of their keys ("11" before "2").
    const entries = [...contract.parameters].sort((a, b) => (String(a.key) < String(b.key) ? -1 : 1));
    for (const { key, value } of entries) {
      w.bytesField(2, new ProtobufWriter().uint(1, key).uint(2, value).finish());
    }
    return w.finish();
  }
  if (contract.proposalId !== 0) w.uint(2, contract.proposalId);
  if (contract.type === 'ProposalApproveContract' && contract.approve) w.uint(3, true);
  return w.finish();
}

function contractJson(owner: string, contract: ProposalContract): Record<string, unknown> {
  if (contract.type === 'ProposalCreateContract') {
    const parameters = contract.parameters.map((p) => ({ key: p.key, value: Number(p.value) }));
    return { owner_address: owner, parameters };
  }
  if (contract.type === 'ProposalDeleteContract') {
    return { owner_address: owner, proposal_id: contract.proposalId };
  }
  return { owner_address: owner, proposal_id: contract.proposalId, is_add_approval: contract.approve };
}

/**
 * A proposal transaction as java-tron's proposal builders would return it (visible=true JSON, raw
 * bytes, txID). The full-node service does not forward those builders, so the bytes are written here,
 * field for field as protobuf's JS runtime writes them, so the node's own encoding of the JSON matches.
 */
export function buildProposalTransaction(
  owner: string,
  contract: ProposalContract,
  reference: ReferenceBlock,
  now: number,
): UnsignedTransaction {
  const typeUrl = `type.googleapis.com/protocol.${contract.type}`;
  const any = new ProtobufWriter()
    .bytesField(1, utf8ToBytes(typeUrl))
    .bytesField(2, contractBytes(owner, contract))
    .finish();
  const contractMessage = new ProtobufWriter()
    .uint(1, CONTRACT_TYPE_NUMBERS[contract.type])
    .bytesField(2, any)
    .finish();
  const refBlockBytes = reference.number.toString(16).padStart(16, '0').slice(12);
  const refBlockHash = reference.blockID.slice(16, 32);
  const expiration = reference.timestamp + EXPIRATION_MS;
  const raw = new ProtobufWriter()
    .bytesField(1, hexToBytes(refBlockBytes))
    .bytesField(4, hexToBytes(refBlockHash))
    .uint(8, expiration)
    .bytesField(11, contractMessage)
    .uint(14, now)
    .finish();
  return {
    visible: true,
    txID: sha256Hex(raw),
    raw_data: {
      contract: [
        { parameter: { value: contractJson(owner, contract), type_url: typeUrl }, type: contract.type },
      ],
      ref_block_bytes: refBlockBytes,
      ref_block_hash: refBlockHash,
      expiration,
      timestamp: now,
    },
    raw_data_hex: bytesToHex(raw),
  };
}
