import type { Db } from '@poxscan/db';
import { eventTopic, toEvmAddress } from '@poxscan/protocol';

/** The standard PRC20 Transfer event, as a verified ABI declares it. */
export const TRANSFER_ABI = [
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

/** A 32-byte topic as the column takes it: an address left-padded with zeros, as '\x' and hex. */
const word = (address: string) => `\\x${toEvmAddress(address).slice(2).padStart(64, '0')}`;

/**
 * Gives the seeded token's Transfer logs real topics (keccak of the signature, the indexed
 * addresses) and the token a verified ABI, so the TronGrid routes decode them as TronGrid would.
 */
export async function realTransferLogs(db: Db, token: string, from: string, to: string): Promise<void> {
  await db.kysely
    .updateTable('event_logs')
    .set({
      topic0: `\\x${eventTopic('Transfer(address,address,uint256)')}`,
      topic1: word(from),
      topic2: word(to),
    })
    .where('contract_address', '=', token)
    .execute();
  await db.kysely
    .updateTable('contract_verifications')
    .set({ abi: JSON.stringify(TRANSFER_ABI) })
    .where('address', '=', token)
    .execute();
}
