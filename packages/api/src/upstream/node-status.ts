import type { Logger } from 'pino';
import { BackgroundSnapshot } from '../queries/snapshot.js';
import type { NodeStatus } from '../schemas/stats.js';

/** The fields of java-tron's `/wallet/getnodeinfo` the explorer shows (machine details stay private). */
interface NodeInfoJson {
  block?: string;
  solidityBlock?: string;
  currentConnectCount?: number;
  activeConnectCount?: number;
  passiveConnectCount?: number;
  configNodeInfo?: { codeVersion?: string; versionNum?: string; p2pVersion?: string };
}

/** `/wallet/listnodes`: `{}` when it knows no node. */
interface NodeListJson {
  nodes?: { address?: { host?: string; port?: number } }[];
}

const MAX_PEERS = 100;
const HEX_BYTES = /^(?:[0-9a-fA-F]{2})+$/;
const HOST_TEXT = /^[0-9A-Za-z.:\-[\]]+$/;

/** "Num:66987565,ID:…" → 66987565. */
const blockNumberOf = (text: string | undefined): number | null => {
  const match = /^Num:(\d+)/.exec(text ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * java-tron writes a peer's host as hex bytes unless asked for `visible` (and some gateways drop
 * that flag), so a host that is hex of printable host text is decoded.
 */
export function peerHost(host: string): string {
  if (!HEX_BYTES.test(host)) return host;
  const text = Buffer.from(host, 'hex').toString('latin1');
  return HOST_TEXT.test(text) ? text : host;
}

export function toNodeStatus(info: NodeInfoJson, list: NodeListJson | null, at: number): NodeStatus {
  const nodes = list?.nodes ?? [];
  const config = info.configNodeInfo ?? {};
  return {
    version: config.codeVersion ?? null,
    versionNumber: config.versionNum ?? null,
    p2pVersion: config.p2pVersion ?? null,
    headBlock: blockNumberOf(info.block),
    solidifiedBlock: blockNumberOf(info.solidityBlock),
    connections: {
      current: info.currentConnectCount ?? 0,
      active: info.activeConnectCount ?? 0,
      passive: info.passiveConnectCount ?? 0,
    },
    peers:
      list === null
        ? null
        : {
            total: nodes.length,
            list: nodes
              .slice(0, MAX_PEERS)
              .map((n) => ({ host: peerHost(n.address?.host ?? ''), port: n.address?.port ?? 0 })),
          },
    checkedAt: at,
  };
}

async function call<T>(url: string, timeoutMs: number): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ visible: true }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The full node's version, connections and known peers, read in the background at most every
 * `maxAgeMs`, so the node page never waits on the node; `status` is null while it does not answer.
 */
export class NodeStatusSource extends BackgroundSnapshot<{ status: NodeStatus | null; at: number }> {
  constructor(fullnodeUrl: string, logger: Logger, maxAgeMs = 10_000, timeoutMs = 3000) {
    const read = async () => {
      const at = Date.now();
      try {
        const [info, list] = await Promise.all([
          call<NodeInfoJson>(`${fullnodeUrl}/wallet/getnodeinfo`, timeoutMs),
          call<NodeListJson>(`${fullnodeUrl}/wallet/listnodes`, timeoutMs).catch(() => null),
        ]);
        return { status: toNodeStatus(info, list, at), at };
      } catch (err) {
        logger.warn({ err }, 'full node status unavailable');
        return { status: null, at };
      }
    };
    super(read, { status: null, at: 0 }, logger, maxAgeMs);
  }
}
