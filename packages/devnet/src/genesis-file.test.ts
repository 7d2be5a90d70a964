import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BUNDLED_GENESIS,
  type GenesisConfig,
  GenesisError,
  loadGenesisConfig,
} from './chain/genesis-config.js';
import { startDevnet } from './devnet.js';

const dir = mkdtempSync(join(tmpdir(), 'poxscan-genesis-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Edits may add fields a genesis does not have: the checks must name them.
type EditableGenesis = GenesisConfig &
  Record<string, unknown> & { multisig: NonNullable<GenesisConfig['multisig']> };
const bundled = () => JSON.parse(readFileSync(BUNDLED_GENESIS, 'utf8')) as EditableGenesis;

function genesisFile(name: string, edit: (g: EditableGenesis) => void): string {
  const genesis = bundled();
  edit(genesis);
  const file = join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(genesis));
  return file;
}

async function post<T>(url: string, path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${url}/wallet/${path}`, { method: 'POST', body: JSON.stringify(body) });
  return (await response.json()) as T;
}

describe('genesis file', () => {
  it('reads the bundled genesis', () => {
    const genesis = loadGenesisConfig();
    expect(genesis.networkName).toBe('Yuvi Testnet');
    expect(genesis.witnesses.active).toBe(27);
    expect(genesis.parameters.getMaintenanceTimeInterval).toBe(600_000);
  });

  it.each([
    ['missing file', join(dir, 'absent.json'), /absent\.json: cannot be read \(ENOENT\)/],
    [
      'bad JSON',
      (() => {
        const f = join(dir, 'broken.json');
        writeFileSync(f, '{"networkName": ');
        return f;
      })(),
      /is not valid JSON/,
    ],
    ['unknown field', genesisFile('extra', (g) => (g.blockTime = 3000)), /blockTime is not a known field/],
    [
      'too many SRs',
      genesisFile('srs', (g) => (g.witnesses.active = 28)),
      /witnesses\.active must be an integer from 1 to 27, got 28/,
    ],
    [
      'unknown parameter',
      genesisFile('param', (g) => (g.parameters.getNoSuchThing = 1)),
      /parameters\.getNoSuchThing is not a chain parameter/,
    ],
    [
      'zero maintenance',
      genesisFile('zero', (g) => (g.parameters.getMaintenanceTimeInterval = 0)),
      /parameters\.getMaintenanceTimeInterval must be an integer >= 1, got 0/,
    ],
    [
      'partners outvoting actives',
      genesisFile('ranking', (g) => (g.witnesses.partnerVotes = 4_000_000_000)),
      /witnesses\.activeVotes must rank the last active SR above 4000000000 votes/,
    ],
    [
      'multisig signer out of range',
      genesisFile('multisig', (g) => (g.multisig.signers = [39, 40])),
      /multisig\.signers must be a non-empty list of distinct integers from 0 to 39, got \[39,40\]/,
    ],
  ])('rejects a %s with the file and field named', (_name, file, message) => {
    expect(() => loadGenesisConfig(file)).toThrow(GenesisError);
    expect(() => loadGenesisConfig(file)).toThrow(message);
  });

  it('starts a chain from a custom genesis, with a maintenance override, and keeps it on restart', async () => {
    const file = genesisFile('custom', (g) => {
      g.networkName = 'Custom Net';
      g.accounts.count = 35;
      g.multisig.account = 34;
      g.multisig.signers = [34, 33];
      g.parameters.getEnergyFee = 210;
    });
    const dataDir = join(dir, 'chain');
    const first = await startDevnet({
      port: 0,
      produceBlocks: false,
      dataDir,
      genesisFile: file,
      maintenanceIntervalMs: 60_000,
    });
    try {
      expect(first.keys.accounts).toHaveLength(35);
      const params = await post<{ chainParameter: Array<{ key: string; value?: number }> }>(
        first.url,
        'getchainparameters',
      );
      const value = (key: string) => params.chainParameter.find((p) => p.key === key)?.value;
      expect(value('getEnergyFee')).toBe(210);
      expect(value('getMaintenanceTimeInterval')).toBe(60_000);
    } finally {
      await first.stop();
    }
    // Restarted without the options, the chain on disk keeps the genesis it was created with.
    const second = await startDevnet({ port: 0, produceBlocks: false, dataDir });
    try {
      expect(second.keys.accounts).toHaveLength(35);
      const params = await post<{ chainParameter: Array<{ key: string; value?: number }> }>(
        second.url,
        'getchainparameters',
      );
      expect(params.chainParameter.find((p) => p.key === 'getMaintenanceTimeInterval')?.value).toBe(60_000);
    } finally {
      await second.stop();
    }
  });

  it('rejects a maintenance period that is not a positive integer', async () => {
    await expect(startDevnet({ port: 0, produceBlocks: false, maintenanceIntervalMs: 0 })).rejects.toThrow(
      /maintenanceIntervalMs must be a positive integer, got 0/,
    );
  });
});
