import { parseJsonExact } from './exact-json.js';
import { postJson } from './post.js';
import type {
  AccountJson,
  AccountResourceJson,
  AssetIssueJson,
  BlockJson,
  ConstantCallJson,
  ContractInfoJson,
  ProposalJson,
  TransactionInfoJson,
  WitnessJson,
} from './types.js';

/** The node could not be reached or did not answer in time: worth retrying later. */
export class NodeUnavailableError extends Error {
  override name = 'NodeUnavailableError';
}

/** The node answered, but with an error or with something that is not what was asked. */
export class NodeResponseError extends Error {
  override name = 'NodeResponseError';

  constructor(
    message: string,
    /** the HTTP status, when the node answered with an error status */
    readonly status?: number,
  ) {
    super(message);
  }
}

/** getpaginatednowwitnesslist answers at most this many SRs per call (java-tron's cap). */
const WITNESS_PAGE = 1000;

export interface NodeClientOptions {
  fullnodeUrl: string;
  /** Where /walletsolidity/* lives; defaults to the full node. */
  solidityUrl?: string;
  timeoutMs?: number;
}

/** Just the java-tron HTTP calls the indexer makes, one attempt each (callers decide on retries). */
export class NodeClient {
  readonly #fullnode: string;
  readonly #solidity: string;
  readonly #timeoutMs: number;

  constructor(options: NodeClientOptions) {
    this.#fullnode = options.fullnodeUrl.replace(/\/+$/, '');
    this.#solidity = (options.solidityUrl ?? options.fullnodeUrl).replace(/\/+$/, '');
    this.#timeoutMs = options.timeoutMs ?? 15_000;
  }

  async call<T>(path: string, body: Record<string, unknown> = {}, base = this.#fullnode): Promise<T> {
    let status: number;
    let text: string;
    try {
      ({ status, text } = await postJson(`${base}${path}`, JSON.stringify(body), this.#timeoutMs));
    } catch (error) {
      throw new NodeUnavailableError(`${path}: ${(error as Error).message}`, { cause: error });
    }
    if (status >= 500 || status === 429) throw new NodeUnavailableError(`${path}: HTTP ${status}`);
    let json: unknown;
    try {
      json = parseJsonExact(text);
    } catch {
      throw new NodeResponseError(`${path}: HTTP ${status}, not JSON: ${text.slice(0, 200)}`, status);
    }
    if (status !== 200 || (json !== null && typeof json === 'object' && 'Error' in json)) {
      const message = (json as { Error?: unknown }).Error ?? `HTTP ${status}`;
      throw new NodeResponseError(`${path}: ${String(message)}`, status);
    }
    return json as T;
  }

  /** Number and time of the head block, from its header alone. */
  async head(): Promise<{ number: number; timestamp: number; hash: string }> {
    const block = await this.call<BlockJson>('/wallet/getblock', { detail: false });
    const raw = block.block_header?.raw_data;
    return {
      number: raw?.number ?? 0,
      timestamp: raw?.timestamp ?? 0,
      hash: (block.blockID ?? '').toLowerCase(),
    };
  }

  /** A block's ID and header (no transactions); undefined past the head. */
  async blockHeader(num: number): Promise<BlockJson | undefined> {
    const block = await this.call<Partial<BlockJson>>('/wallet/getblock', {
      id_or_num: String(num),
      detail: false,
    });
    return block.blockID === undefined ? undefined : (block as BlockJson);
  }

  /** Blocks [from, to), at most 100; fewer when the head is reached. */
  async blockRange(from: number, to: number): Promise<BlockJson[]> {
    const reply = await this.call<{ block?: BlockJson[] }>('/wallet/getblockbylimitnext', {
      startNum: from,
      endNum: to,
    });
    return reply.block ?? [];
  }

  async transactionInfos(num: number): Promise<TransactionInfoJson[]> {
    const reply = await this.call<TransactionInfoJson[] | Record<string, never>>(
      '/wallet/gettransactioninfobyblocknum',
      { num },
    );
    return Array.isArray(reply) ? reply : [];
  }

  /** Number of the latest solidified block. */
  async solidifiedNum(): Promise<number> {
    const block = await this.call<Partial<BlockJson>>(
      '/walletsolidity/getblock',
      { detail: false },
      this.#solidity,
    );
    return block.block_header?.raw_data.number ?? 0;
  }

  account(address: string): Promise<AccountJson> {
    return this.call('/wallet/getaccount', { address });
  }

  accountResource(address: string): Promise<AccountResourceJson> {
    return this.call('/wallet/getaccountresource', { address });
  }

  contract(address: string): Promise<ContractInfoJson> {
    return this.call('/wallet/getcontract', { value: address });
  }

  constantCall(contractAddress: string, selector: string, parameter = ''): Promise<ConstantCallJson> {
    return this.call('/wallet/triggerconstantcontract', {
      owner_address: '410000000000000000000000000000000000000000',
      contract_address: contractAddress,
      function_selector: selector,
      parameter,
    });
  }

  assetIssue(id: string): Promise<AssetIssueJson> {
    return this.call('/wallet/getassetissuebyid', { value: id });
  }

  async witnesses(): Promise<WitnessJson[]> {
    return (await this.call<{ witnesses?: WitnessJson[] }>('/wallet/listwitnesses')).witnesses ?? [];
  }

  /**
   * Every SR with its real-time tally, page by page until an empty page (the node may cap a page
   * below what was asked, silently). Undefined when the node does not serve the call (404: older
   * java-tron, or disabled by its config).
   */
  async nowWitnesses(): Promise<WitnessJson[] | undefined> {
    const all = new Map<string, WitnessJson>();
    try {
      for (let offset = 0; ; ) {
        const page =
          (
            await this.call<{ witnesses?: WitnessJson[] }>('/wallet/getpaginatednowwitnesslist', {
              offset,
              limit: WITNESS_PAGE,
            })
          ).witnesses ?? [];
        const known = all.size;
        for (const w of page) all.set(w.address, w);
        // An empty page ends the list; so does one with nothing new (a node that ignores offset).
        if (all.size === known) return [...all.values()];
        offset += page.length;
      }
    } catch (error) {
      if (error instanceof NodeResponseError && error.status === 404) return undefined;
      throw error;
    }
  }

  async proposals(): Promise<ProposalJson[]> {
    return (await this.call<{ proposals?: ProposalJson[] }>('/wallet/listproposals')).proposals ?? [];
  }

  async chainParameters(): Promise<{ key: string; value?: number | string }[]> {
    const reply = await this.call<{ chainParameter?: { key: string; value?: number | string }[] }>(
      '/wallet/getchainparameters',
    );
    return reply.chainParameter ?? [];
  }

  async brokerage(address: string): Promise<number> {
    return Number(
      (await this.call<{ brokerage?: number }>('/wallet/getBrokerage', { address })).brokerage ?? 0,
    );
  }

  async reward(address: string): Promise<bigint> {
    return BigInt(
      (await this.call<{ reward?: number | string }>('/wallet/getReward', { address })).reward ?? 0,
    );
  }
}
