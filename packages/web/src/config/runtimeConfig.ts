import type { RuntimeConfig } from '@poxscan/api/schemas';

export type { RuntimeConfig };

/** `/config.json` could not be read or does not have the expected shape. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireString(record: Record<string, unknown>, key: string, path: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new RuntimeConfigError(`config.json: ${path}${key} must be a string`);
  return value;
}

function requireRecord(record: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = record[key];
  if (!isRecord(value)) throw new RuntimeConfigError(`config.json: ${key} must be an object`);
  return value;
}

/** Checks the shape field by field so a broken deployment names the field that is wrong. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value)) throw new RuntimeConfigError('config.json must be a JSON object');
  const api = requireRecord(value, 'api');
  const explorers = requireRecord(value, 'explorers');
  if (typeof value.devnet !== 'boolean')
    throw new RuntimeConfigError('config.json: devnet must be a boolean');
  const seed = value.devnetSeed;
  if (seed !== undefined && !(Number.isInteger(seed) && (seed as number) >= 0)) {
    throw new RuntimeConfigError('config.json: devnetSeed must be a non-negative integer');
  }
  return {
    networkName: requireString(value, 'networkName', ''),
    api: {
      node: requireString(api, 'node', 'api.'),
      governance: requireString(api, 'governance', 'api.'),
      fullnode: requireString(api, 'fullnode', 'api.'),
    },
    apiKey: requireString(value, 'apiKey', ''),
    explorers: {
      testnet: requireString(explorers, 'testnet', 'explorers.'),
      mainnet: requireString(explorers, 'mainnet', 'explorers.'),
    },
    devnet: value.devnet,
    walletSiteUrl: requireString(value, 'walletSiteUrl', ''),
    ...(seed === undefined ? {} : { devnetSeed: seed as number }),
  };
}

/** Id of the JSON script element in which the API server embeds the runtime config when it serves the app. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'poxscan-config';

/** The config embedded in the page, or `undefined` when the page came without it (the dev server, other hosts). */
export function readEmbeddedRuntimeConfig(doc: Document = document): RuntimeConfig | undefined {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (element === null) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(element.textContent ?? '');
  } catch {
    throw new RuntimeConfigError('the embedded config.json is not valid JSON');
  }
  return parseRuntimeConfig(body);
}

/**
 * Reads the runtime configuration the server publishes, so one build serves every network: from the
 * page itself when the server embedded it (no round trip before the first render), else `/config.json`.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = fetch,
  url = '/config.json',
  doc: Document = document,
): Promise<RuntimeConfig> {
  const embedded = readEmbeddedRuntimeConfig(doc);
  if (embedded !== undefined) return embedded;
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', headers: { accept: 'application/json' } });
  } catch (error) {
    throw new RuntimeConfigError(`config.json could not be fetched: ${String(error)}`);
  }
  if (!response.ok) throw new RuntimeConfigError(`config.json answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RuntimeConfigError('config.json is not valid JSON');
  }
  return parseRuntimeConfig(body);
}
