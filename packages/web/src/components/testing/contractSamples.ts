import type { ContractDetail } from '@poxscan/api/schemas';
import { address, NOW } from './samples';

/**
 * A token's ABI as solc emits it for verified source (lower-case types, named arguments), unlike the
 * node's `getcontract` form: a transfer, a balance read and the Transfer event.
 */
export const VERIFIED_TOKEN_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'balanceOf',
    stateMutability: 'view',
    inputs: [{ name: 'owner', type: 'address' }],
    outputs: [{ name: '', type: 'uint256' }],
  },
  {
    type: 'event',
    name: 'Transfer',
    anonymous: false,
    inputs: [
      { name: 'from', type: 'address', indexed: true },
      { name: 'to', type: 'address', indexed: true },
      { name: 'value', type: 'uint256', indexed: false },
    ],
  },
];

/** `/blockchain/contractdetail` of a contract verified through the explorer, with `abi`. */
export function verifiedContract(contract: string, abi: unknown[] = VERIFIED_TOKEN_ABI): ContractDetail {
  return {
    address: contract,
    name: 'VerifiedToken',
    creator: address('deployer'),
    createdAt: NOW,
    verified: true,
    transactionCount: 2,
    balance: '0',
    tokenId: null,
    creationTransaction: 'ab'.repeat(32),
    compiler: 'solc 0.8.26',
    license: 'MIT',
    abi,
    source: 'contract VerifiedToken {}',
  };
}
