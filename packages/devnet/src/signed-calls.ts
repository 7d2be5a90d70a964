import { signDigest } from '@poxscan/protocol';
import type { Devnet } from './devnet.js';

/** A transaction as the node's builders return it, unsigned. */
interface Built {
  txID: string;
}

async function post<T>(devnet: Devnet, path: string, body: object): Promise<T> {
  const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as T;
}

/** Signs and broadcasts a built transaction as a wallet would, then makes the block that holds it. */
async function send(devnet: Devnet, tx: Built): Promise<void> {
  const signer = devnet.keys.accounts[0]!;
  const sent = await post<{ result?: boolean }>(devnet, '/wallet/broadcasttransaction', {
    ...tx,
    signature: [signDigest(tx.txID, signer.privateKey)],
  });
  if (sent.result !== true) throw new Error(`broadcast refused: ${JSON.stringify(sent)}`);
  await devnet.hooks.produceBlocks(1);
}

/**
 * Deploys bytecode (with no ABI) through the node's HTTP API as the first genesis account, in a block
 * of its own; resolves to the transaction id and the contract's base58 address.
 */
export async function deployBytecode(
  devnet: Devnet,
  bytecode: string,
  name: string,
): Promise<{ txID: string; address: string }> {
  const tx = await post<Built & { contract_address: string }>(devnet, '/wallet/deploycontract', {
    owner_address: devnet.keys.accounts[0]!.base58,
    abi: '[]',
    bytecode,
    fee_limit: 1_000_000_000,
    origin_energy_limit: 10_000_000,
    consume_user_resource_percent: 100,
    name,
    visible: true,
  });
  await send(devnet, tx);
  return { txID: tx.txID, address: tx.contract_address };
}

/** Calls a contract with raw call data as the first genesis account, in a block of its own. */
export async function callContract(
  devnet: Devnet,
  contract: string,
  data: string,
): Promise<{ txID: string }> {
  const { transaction } = await post<{ transaction: Built }>(devnet, '/wallet/triggersmartcontract', {
    owner_address: devnet.keys.accounts[0]!.base58,
    contract_address: contract,
    data,
    fee_limit: 1_000_000_000,
    visible: true,
  });
  await send(devnet, transaction);
  return { txID: transaction.txID };
}
