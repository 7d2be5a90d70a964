import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Event,
  KEYS,
  type Page,
  startTronGridSession,
  type TronGridSession,
  walkExplorer,
  walkPages,
} from './session.js';

let session: TronGridSession;
/** A PRC20 token of the simulated users, with events. */
let token: string;
/** A block time every walk stops at, so rows the chain adds meanwhile do not move the lists. */
let cutoff: number;

interface ExplorerEvent {
  transactionHash: string;
  index: number;
  eventName: string | null;
  timestamp: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A Transfer from a user, not a mint. */
const isSent = (e: Event) =>
  e.event_name === 'Transfer' && e.result.from !== undefined && !/^0x0{40}$/.test(e.result.from);

beforeAll(async () => {
  session = await startTronGridSession();
  const deadline = Date.now() + 180_000;
  for (;;) {
    const tokens = await session.api<{ items: { id: string }[] }>(
      '/token/getTokens?type=prc20&limit=100&pageNo=1',
    );
    for (const { id } of tokens.items) {
      const page = (await session.tronWeb.event.getEventsByContractAddress(id, { limit: 30 })) as Page<Event>;
      // The account tests follow a user who sent the token before the cutoff, not only minted to.
      if (page.data.length >= 30 && page.data.some(isSent)) {
        token = id;
        cutoff = page.data[0]!.block_timestamp;
        return;
      }
    }
    if (Date.now() > deadline) throw new Error('no PRC20 token reached 30 events');
    await sleep(2000);
  }
}, 240_000);
afterAll(async () => {
  await session?.close();
});

const key = (txId: string, index: number) => `${txId}:${index}`;

/** Once a block, as a dapp waits: the full-node proxy allows 120 calls a minute from one address. */
const NODE_POLL = { timeout: 30_000, interval: 500 };

describe("tronweb's event API against PoxScan", () => {
  it('walks a contract by fingerprint: every event once, in order, as the explorer lists them', async () => {
    const { event } = session.tronWeb;
    const walked = await walkPages(
      (fingerprint) =>
        event.getEventsByContractAddress(token, {
          limit: 7,
          orderBy: 'block_timestamp,asc',
          maxBlockTimestamp: cutoff,
          ...(fingerprint ? { fingerprint } : {}),
        }) as Promise<Page<Event>>,
    );
    const own = await walkExplorer<ExplorerEvent>(session, `/api/contract/events?address=${token}`);
    const expected = own
      .filter((e) => e.timestamp <= cutoff)
      .reverse()
      .map((e) => key(e.transactionHash, e.index));
    expect(walked.map((e) => key(e.transaction_id, e.event_index))).toEqual(expected);
    expect(new Set(expected).size).toBe(expected.length);

    const transfers = await walkPages(
      (fingerprint) =>
        event.getEventsByContractAddress(token, {
          limit: 9,
          eventName: 'Transfer',
          maxBlockTimestamp: cutoff,
          ...(fingerprint ? { fingerprint } : {}),
        }) as Promise<Page<Event>>,
    );
    expect(transfers.map((e) => key(e.transaction_id, e.event_index))).toEqual(
      own
        .filter((e) => e.timestamp <= cutoff && e.eventName === 'Transfer')
        .map((e) => key(e.transactionHash, e.index)),
    );
    expect(Object.keys(transfers[0]!.result)).toEqual(
      expect.arrayContaining(['0', '1', '2', 'from', 'to', 'value']),
    );
  });

  it('splits events into solidified and not yet solidified ones', async () => {
    const { event } = session.tronWeb;
    type Flagged = Page<Event & { _unconfirmed?: boolean }>;
    const confirmed = (await event.getEventsByContractAddress(token, {
      onlyConfirmed: true,
      limit: 200,
    })) as Flagged;
    const unconfirmed = (await event.getEventsByContractAddress(token, {
      onlyUnconfirmed: true,
      limit: 200,
    })) as Flagged;
    expect(confirmed.data.length + unconfirmed.data.length).toBeGreaterThan(0);
    expect(confirmed.data.every((e) => e._unconfirmed === undefined)).toBe(true);
    expect(unconfirmed.data.every((e) => e._unconfirmed === true)).toBe(true);
    const newestConfirmed = confirmed.data[0]?.block_number ?? -1;
    expect(unconfirmed.data.every((e) => e.block_number > newestConfirmed)).toBe(true);
  });

  it('answers by transaction, by block and for the latest block', async () => {
    const { event } = session.tronWeb;
    const [first] = ((await event.getEventsByContractAddress(token, { limit: 1 })) as Page<Event>).data;
    const byTx = (await event.getEventsByTransactionID(first!.transaction_id)) as Page<Event>;
    expect(byTx.data.map((e) => e.event_index)).toContain(first!.event_index);
    const byBlock = (await event.getEventsByBlockNumber(first!.block_number)) as Page<Event>;
    expect(byBlock.data.every((e) => e.block_number === first!.block_number)).toBe(true);
    expect(byBlock.data.map((e) => e.transaction_id)).toContain(first!.transaction_id);
    const latest = (await event.getEventsOfLatestBlock()) as Page<Event>;
    expect(latest.success).toBe(true);
    expect(new Set(latest.data.map((e) => e.block_number)).size).toBeLessThanOrEqual(1);
  });
});

interface WalkedTx {
  txID: string;
  block_timestamp: number;
  raw_data_hex: string;
  energy_usage: number;
  energy_usage_total: number;
  origin_energy_usage?: number;
}

/**
 * Each transaction's raw_data re-encodes (tronweb's own protobuf) to its raw_data_hex, whose sha256 is
 * the txID, and its energy is the node's receipt split: staked (energy_usage), the deployer's, total.
 */
async function expectTrueToTheNode(txs: WalkedTx[]) {
  const { tronWeb } = session;
  for (const tx of txs) expect(tronWeb.utils.transaction.txCheck(tx), tx.txID).toBe(true);
  const calls = txs.filter((t) => t.energy_usage_total > 0).slice(0, 5);
  expect(calls.length).toBeGreaterThan(0);
  for (const tx of calls) {
    const { receipt } = await tronWeb.trx.getTransactionInfo(tx.txID);
    expect(tx, tx.txID).toMatchObject({
      energy_usage: receipt.energy_usage ?? 0,
      energy_usage_total: receipt.energy_usage_total ?? 0,
    });
    expect(tx.origin_energy_usage ?? 0).toBe(receipt.origin_energy_usage ?? 0);
  }
}

describe('TronGridJS against PoxScan', () => {
  /** The account that sent the token's earliest Transfer (the mint comes from the zero address). */
  async function busyAccount(): Promise<string> {
    const page = (await session.tronWeb.event.getEventsByContractAddress(token, {
      eventName: 'Transfer',
      orderBy: 'block_timestamp,asc',
      limit: 50,
    })) as Page<Event>;
    const sent = page.data.find(isSent);
    return session.tronWeb.address.fromHex(`41${sent!.result.from!.slice(2)}`);
  }

  it("walks an account's transactions with filters and fingerprints as the explorer lists them", async () => {
    const account = await busyAccount();
    const { tronGrid } = session;
    const got = (await tronGrid.account.get(account)) as Page<{ address: string; balance: number }>;
    expect(got.data[0]!.address).toBe(session.tronWeb.address.toHex(account));
    const walk = (options: Record<string, unknown>) =>
      walkPages(
        (fingerprint) =>
          tronGrid.account.getTransactions(account, {
            limit: 5,
            order_by: 'block_timestamp,asc',
            max_timestamp: cutoff,
            ...options,
            ...(fingerprint ? { fingerprint } : {}),
          }) as Promise<Page<WalkedTx>>,
      );
    const walked = await walk({ search_internal: false });
    await expectTrueToTheNode(walked);
    const own = await walkExplorer<{ hash: string; timestamp: number }>(
      session,
      `/api/account/transactions?address=${account}`,
    );
    expect(walked.length).toBeGreaterThan(0);
    expect(walked.map((t) => t.txID)).toEqual(
      own
        .filter((t) => t.timestamp <= cutoff)
        .map((t) => t.hash)
        .reverse(),
    );
    // By default (search_internal=true) the transactions it only takes part in internally join them.
    const all = await walk({});
    const internal = await walkExplorer<{ transactionHash: string; timestamp: number }>(
      session,
      `/api/account/internal?address=${account}`,
    );
    const expected = new Set([
      ...walked.map((t) => t.txID),
      ...internal.filter((t) => t.timestamp <= cutoff).map((t) => t.transactionHash),
    ]);
    expect(all.map((t) => t.txID).sort()).toEqual([...expected].sort());
    const times = all.map((t) => t.block_timestamp);
    expect(times).toEqual([...times].sort((x, y) => x - y));
    const sent = await walkPages(
      (fingerprint) =>
        tronGrid.account.getTransactions(account, {
          onlyFrom: true,
          limit: 50,
          max_timestamp: cutoff,
          ...(fingerprint ? { fingerprint } : {}),
        }) as Promise<
          Page<{ raw_data: { contract: { parameter: { value: { owner_address: string } } }[] } }>
        >,
    );
    const hex = session.tronWeb.address.toHex(account).toLowerCase();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((t) => t.raw_data.contract[0]!.parameter.value.owner_address === hex)).toBe(true);
  });

  it("lists an account's PRC20 transfers and a contract's events", async () => {
    const account = await busyAccount();
    const { tronGrid } = session;
    const transfers = await walkPages(
      (fingerprint) =>
        tronGrid.account.getTrc20Transactions(account, {
          limit: 4,
          contract_address: token,
          max_timestamp: cutoff,
          ...(fingerprint ? { fingerprint } : {}),
        }) as Promise<
          Page<{ transaction_id: string; from: string; to: string; token_info: { address: string } }>
        >,
    );
    const own = await walkExplorer<{
      transactionHash: string;
      from: string;
      to: string;
      timestamp: number;
      token: { id: string };
    }>(session, `/api/account/transfers?address=${account}`);
    const key = (t: { from: string; to: string }, hash: string) => `${hash}:${t.from}:${t.to}`;
    expect(transfers.map((t) => key(t, t.transaction_id))).toEqual(
      own.filter((t) => t.token.id === token && t.timestamp <= cutoff).map((t) => key(t, t.transactionHash)),
    );
    expect(transfers.length).toBeGreaterThan(0);
    expect(
      transfers.every((t) => t.token_info.address === token && (t.from === account || t.to === account)),
    ).toBe(true);
    expect(new Set(transfers.map((t) => `${t.transaction_id}${t.from}${t.to}`)).size).toBe(transfers.length);

    const events = (await tronGrid.contract.getEvents(token, {
      limit: 5,
      maxBlockTimestamp: cutoff,
    })) as Page<Event>;
    const viaTronWeb = (await session.tronWeb.event.getEventsByContractAddress(token, {
      limit: 5,
      maxBlockTimestamp: cutoff,
    })) as Page<Event>;
    // The newest events may be solidified between the two reads: the flag can only go, never come.
    const unflagged = ({ _unconfirmed, ...rest }: Event & { _unconfirmed?: boolean }) => rest;
    expect(events.data.map(unflagged)).toEqual(viaTronWeb.data.map(unflagged));
    const later = viaTronWeb.data as (Event & { _unconfirmed?: boolean })[];
    const earlier = events.data as (Event & { _unconfirmed?: boolean })[];
    expect(later.filter((e, i) => e._unconfirmed && !earlier[i]!._unconfirmed)).toEqual([]);
  });

  it('lists the PRC10 assets the explorer lists, and each by id', async () => {
    const { tronGrid } = session;
    const all = await walkPages(
      (fingerprint) =>
        tronGrid.asset.getAll({ limit: 3, ...(fingerprint ? { fingerprint } : {}) }) as Promise<
          Page<{ id: string }>
        >,
    );
    const own = await session.api<{ items: { id: string }[] }>(
      '/token/getTokens?type=prc10&limit=100&pageNo=1',
    );
    expect(all.length).toBeGreaterThan(0);
    expect(all.map((a) => a.id).sort()).toEqual(own.items.map((t) => t.id).sort());
    for (const { id } of all.slice(0, 2)) {
      const one = (await tronGrid.asset.get(id)) as Page<{ id: string }>;
      expect(one.data.map((a) => a.id)).toEqual([id]);
    }
  });
});

describe('tronweb with PoxScan as fullHost: the dapp flows', () => {
  it('sends POX with a local key, then reads the balance, the transaction and its receipt', async () => {
    const { tronWeb } = session;
    const receiver = (await tronWeb.createAccount()).address.base58;
    const sent = await tronWeb.trx.sendTransaction(receiver, 1_234_567);
    expect(sent.result).toBe(true);
    const txId = sent.transaction.txID;
    await expect.poll(async () => (await tronWeb.trx.getTransactionInfo(txId)).id, NODE_POLL).toBe(txId);
    expect((await tronWeb.trx.getTransaction(txId)).txID).toBe(txId);
    expect(await tronWeb.trx.getBalance(receiver)).toBe(1_234_567);
    expect((await tronWeb.trx.getAccount(receiver)).balance).toBe(1_234_567);
    expect((await tronWeb.trx.getCurrentBlock()).block_header.raw_data.number).toBeGreaterThan(0);
  });

  it('calls a contract and sends a signed call through PoxScan', async () => {
    const { tronWeb } = session;
    const contract = await tronWeb.contract().at(token);
    const spender = KEYS.accounts[8]!.base58;
    const owner = KEYS.accounts[7]!.base58;
    const txId = await contract.approve(spender, 4242).send();
    expect(txId).toMatch(/^[0-9a-f]{64}$/);
    await expect
      .poll(async () => String(await contract.allowance(owner, spender).call()), NODE_POLL)
      .toBe('4242');
    await expect
      .poll(async () => ((await tronWeb.event.getEventsByTransactionID(txId)) as Page<Event>).data, NODE_POLL)
      .toEqual([expect.objectContaining({ event_name: 'Approval', transaction_id: txId })]);
  });
});
