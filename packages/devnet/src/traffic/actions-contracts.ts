import { contractAddressOf } from '@poxscan/protocol';
import { ARTIFACTS } from '../contracts/artifacts.js';
import type { DevnetKey } from '../keys.js';
import { addressWord, call, constructorArgs, uintWord } from './calldata.js';
import {
  type Deployment,
  PRC721_OWNER_SLOT,
  PRC721_TOTAL_SUPPLY_SLOT,
  type TrafficContext,
} from './context.js';
import type { UnsignedTx } from './signer.js';

const FEE_LIMIT = 1_000_000_000;
const CALL_FEE_LIMIT = 100_000_000;
const REDEPLOY_AFTER_BLOCKS = 5;
/** Each token's supply in whole tokens, whatever its decimals: a billion, as tokens are typically minted. */
const WHOLE_TOKENS = 1_000_000_000n;

export const TOKENS = [
  { key: 'PRC20:YUSD', name: 'Yuvi Dollar', symbol: 'YUSD', decimals: 6 },
  { key: 'PRC20:PXG', name: 'Pox Gold', symbol: 'PXG', decimals: 18 },
  { key: 'PRC20:SUNX', name: 'Sun Exchange Token', symbol: 'SUNX', decimals: 8 },
  { key: 'PRC20:YVT', name: 'Yuvi Test Token', symbol: 'YVT', decimals: 0 },
] as const;
export const NFT = 'PRC721:YPUNK';

/** One whole token in base units. */
const unitOf = (token: { decimals: number }) => 10n ** BigInt(token.decimals);
export const VAULT = 'Vault';

function deploy(
  c: TrafficContext,
  key: string,
  owner: DevnetKey,
  artifact: keyof typeof ARTIFACTS,
  name: string,
  args: string,
): UnsignedTx | undefined {
  if (!c.deployments.has(key)) {
    // After a restart, the contract this user deployed before is found again by origin and name.
    const deployed = [...c.world.contracts.values()].find((m) => m.origin === owner.hex && m.name === name);
    if (deployed !== undefined)
      c.deployments.set(key, { key, owner, address: deployed.address, requestedAt: 0 });
  }
  const existing = c.deployments.get(key);
  if (
    existing !== undefined &&
    (c.contract(key) !== undefined || c.head.number - existing.requestedAt < REDEPLOY_AFTER_BLOCKS)
  ) {
    return undefined;
  }
  if (c.busy.has(owner.hex)) return undefined;
  const { abi, bytecode } = ARTIFACTS[artifact];
  const tx = c.tx(
    owner,
    'CreateSmartContract',
    {
      new_contract: {
        origin_address: owner.hex,
        abi: { entrys: abi },
        bytecode: bytecode + args,
        consume_user_resource_percent: 100,
        origin_energy_limit: 10_000_000,
        name,
      },
    },
    { feeLimit: FEE_LIMIT },
  );
  const deployment: Deployment = { key, owner, requestedAt: c.head.number };
  c.deployments.set(key, deployment);
  tx.onSigned = (signed) => {
    deployment.address = contractAddressOf(signed.txID, owner.hex);
  };
  return tx;
}

/** Deploys the PRC20 tokens, the PRC721 collection and the vault, each by its own genesis account. */
export function deployAll(c: TrafficContext): UnsignedTx[] {
  const txs: Array<UnsignedTx | undefined> = TOKENS.map((t, i) =>
    deploy(
      c,
      t.key,
      c.users[i]!,
      'PRC20',
      t.name,
      constructorArgs(
        ['string', 'string', 'uint8', 'uint256'],
        [t.name, t.symbol, t.decimals, WHOLE_TOKENS * unitOf(t)],
      ),
    ),
  );
  txs.push(
    deploy(
      c,
      NFT,
      c.users[4]!,
      'PRC721',
      'Yuvi Punks',
      constructorArgs(['string', 'string'], ['Yuvi Punks', 'YPUNK']),
    ),
  );
  txs.push(deploy(c, VAULT, c.users[5]!, 'Vault', 'Vault', ''));
  return txs.filter((t) => t !== undefined);
}

function trigger(
  c: TrafficContext,
  owner: DevnetKey,
  contract: string,
  data: string,
  callValue = 0,
): UnsignedTx {
  return c.tx(
    owner,
    'TriggerSmartContract',
    { contract_address: contract, data, ...(callValue > 0 ? { call_value: callValue } : {}) },
    { feeLimit: CALL_FEE_LIMIT },
  );
}

export function prc20Transfer(c: TrafficContext): UnsignedTx | undefined {
  const token = c.rng.pick(TOKENS);
  const address = c.contract(token.key);
  if (address === undefined) return undefined;
  const deployer = c.deployments.get(token.key)!.owner;
  // Half the transfers spread the supply from the deployer, the rest move it between holders.
  const sender = c.rng.chance(0.5) && !c.busy.has(deployer.hex) ? deployer : c.freeUser();
  if (sender === undefined) return undefined;
  const balance = c.tokenBalance(address, sender.hex);
  if (balance === 0n) return undefined;
  const to = c.rng.pick(c.users);
  if (to.hex === sender.hex) return undefined;
  const amount = BigInt(c.rng.int(1, 1_000)) * (balance / 100_000n > 0n ? balance / 100_000n : 1n);
  return trigger(
    c,
    sender,
    address,
    call('transfer(address,uint256)', addressWord(to.hex), uintWord(amount > balance ? balance : amount)),
  );
}

export function prc20Approve(c: TrafficContext): UnsignedTx | undefined {
  const token = c.rng.pick(TOKENS);
  const address = c.contract(token.key);
  const owner = c.freeUser();
  if (address === undefined || owner === undefined) return undefined;
  const spender = c.rng.pick(c.users);
  return trigger(
    c,
    owner,
    address,
    call(
      'approve(address,uint256)',
      addressWord(spender.hex),
      uintWord(BigInt(c.rng.int(1, 1_000_000)) * unitOf(token)),
    ),
  );
}

/** A spender moves tokens it was approved for; the deployer approves first when needed. */
export function prc20TransferFrom(c: TrafficContext): UnsignedTx | undefined {
  const token = c.rng.pick(TOKENS);
  const address = c.contract(token.key);
  if (address === undefined) return undefined;
  const owner = c.deployments.get(token.key)!.owner;
  const spender = c.freeUser();
  if (spender === undefined || spender.hex === owner.hex) return undefined;
  const unit = unitOf(token);
  const allowance = c.allowance(address, owner.hex, spender.hex);
  if (allowance === 0n) {
    if (c.busy.has(owner.hex)) return undefined;
    return trigger(
      c,
      owner,
      address,
      call('approve(address,uint256)', addressWord(spender.hex), uintWord(1_000_000n * unit)),
    );
  }
  const to = c.rng.pick(c.users);
  const amount = BigInt(c.rng.int(1, 1_000)) * unit;
  return trigger(
    c,
    spender,
    address,
    call(
      'transferFrom(address,address,uint256)',
      addressWord(owner.hex),
      addressWord(to.hex),
      uintWord(allowance < amount ? allowance : amount),
    ),
  );
}

export function nftAction(c: TrafficContext): UnsignedTx | undefined {
  const address = c.contract(NFT);
  if (address === undefined) return undefined;
  const minter = c.deployments.get(NFT)!.owner;
  const supply = Number(c.storageWord(address, PRC721_TOTAL_SUPPLY_SLOT));
  if (supply < 5 || c.rng.chance(0.3)) {
    if (c.busy.has(minter.hex)) return undefined;
    return trigger(c, minter, address, call('mint(address)', addressWord(c.rng.pick(c.users).hex)));
  }
  const tokenId = c.rng.int(1, supply);
  const owner = c.mappingValue(address, PRC721_OWNER_SLOT, uintWord(tokenId));
  const holder = c.users.find((u) => BigInt(`0x${u.hex.slice(2)}`) === owner);
  if (holder === undefined || c.busy.has(holder.hex)) return undefined;
  const to = c.rng.pick(c.users);
  const roll = c.rng.next();
  if (roll < 0.1) return trigger(c, holder, address, call('burn(uint256)', uintWord(tokenId)));
  if (roll < 0.3)
    return trigger(
      c,
      holder,
      address,
      call('approve(address,uint256)', addressWord(to.hex), uintWord(tokenId)),
    );
  return trigger(
    c,
    holder,
    address,
    call(
      'transferFrom(address,address,uint256)',
      addressWord(holder.hex),
      addressWord(to.hex),
      uintWord(tokenId),
    ),
  );
}

/** Calls with value (an internal transaction), plain deposits, and a call that always reverts. */
export function vaultAction(c: TrafficContext): UnsignedTx | undefined {
  const address = c.contract(VAULT);
  const user = c.freeUser((a) => a.balance > 100_000_000n);
  if (address === undefined || user === undefined) return undefined;
  const roll = c.rng.next();
  if (roll < 0.4)
    return trigger(
      c,
      user,
      address,
      call('forward(address)', addressWord(c.rng.pick(c.users).hex)),
      c.rng.int(1, 5) * 1_000_000,
    );
  if (roll < 0.7) return trigger(c, user, address, call('deposit()'), c.rng.int(1, 3) * 1_000_000);
  return trigger(c, user, address, call('fail(uint256)', uintWord(c.rng.int(0, 1))));
}
