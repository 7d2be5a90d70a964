import type { AddressName } from '@poxscan/api/schemas';
import type { ApiClient } from './client';

/** How long addresses asked for together wait to share one request (the rows of one render). */
const GATHER_MS = 10;
/** The API's limit per call. */
const PER_CALL = 100;

type Waiter = (name: AddressName | null) => void;

/**
 * Gathers the addresses the components of one render ask names for into `/api/names` calls of up to
 * a hundred: a table of fifty rows costs one request, not fifty.
 */
export function createAddressNameBatch(client: ApiClient) {
  let waiting = new Map<string, Waiter[]>();

  async function ask(batch: Map<string, Waiter[]>, addresses: string[]): Promise<void> {
    try {
      const { names } = await client.request('addressNames', { addresses: addresses.join(',') });
      const byAddress = new Map(names.map((n) => [n.address, n]));
      for (const address of addresses)
        for (const done of batch.get(address)!) done(byAddress.get(address) ?? null);
    } catch {
      // A name is decoration: without one the address itself is shown.
      for (const address of addresses) for (const done of batch.get(address)!) done(null);
    }
  }

  function flush(): void {
    const batch = waiting;
    waiting = new Map();
    const addresses = [...batch.keys()];
    for (let i = 0; i < addresses.length; i += PER_CALL) void ask(batch, addresses.slice(i, i + PER_CALL));
  }

  return {
    /** The name of `address`, or null when it has none (or the lookup failed). */
    load(address: string): Promise<AddressName | null> {
      return new Promise((resolve) => {
        // The first address of a batch schedules it.
        if (waiting.size === 0) setTimeout(flush, GATHER_MS);
        waiting.set(address, [...(waiting.get(address) ?? []), resolve]);
      });
    },
  };
}

const batches = new WeakMap<ApiClient, ReturnType<typeof createAddressNameBatch>>();

/** The one batch of a client, shared by every component using it. */
export function addressNameBatchOf(client: ApiClient) {
  let batch = batches.get(client);
  if (batch === undefined) {
    batch = createAddressNameBatch(client);
    batches.set(client, batch);
  }
  return batch;
}
