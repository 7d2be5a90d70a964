import { parseArgs } from 'node:util';
import { startDevnet, type TrafficLevel } from '@poxscan/devnet';
import type { Command } from './types.js';

const USAGE = `Usage: poxscan devnet [--port 8090] [--host 127.0.0.1] [--data DIR] [--block-time-ms 3000]
                      [--traffic off|low|high] [--seed N] [--genesis FILE] [--maintenance-ms N] [--test-hooks]

A local single-node POX chain with java-tron's HTTP API (/wallet/*, /walletsolidity/*).
  --port           HTTP port (default: DEVNET_PORT or 8090)
  --host           interface to listen on (default 127.0.0.1, this machine only; 0.0.0.0 opens it)
  --data DIR       keep blocks and state in DIR (default: in memory, lost on exit)
  --block-time-ms  slot length (default 3000)
  --traffic        simulated users: off (default), low or high
  --seed N         seed of the SR and account keys and of the traffic (default 1)
  --genesis FILE   genesis in the format of the bundled genesis.json (SRs, accounts, chain parameters)
  --maintenance-ms maintenance period in ms: vote tally and SR election (default: the genesis's, 10 minutes)
  --test-hooks     enable POST /devnet/produce, /devnet/fork, /devnet/witness-offline`;

const TRAFFIC = ['off', 'low', 'high'];

function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`--${name} must be a positive integer, got '${value}'`);
  return n;
}

export const command: Command = {
  name: 'devnet',
  summary: 'run a local POX chain (java-tron HTTP API, DPoS, EVM) for development and tests',
  usage: USAGE,
  async run(argv, { env, logger, stopSignal }) {
    const { values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        data: { type: 'string' },
        'block-time-ms': { type: 'string' },
        traffic: { type: 'string' },
        seed: { type: 'string' },
        genesis: { type: 'string' },
        'maintenance-ms': { type: 'string' },
        'test-hooks': { type: 'boolean' },
      },
      strict: true,
    });
    const traffic = values.traffic ?? 'off';
    if (!TRAFFIC.includes(traffic)) throw new Error(`--traffic must be off, low or high, got '${traffic}'`);
    const port = positiveInteger('port', values.port) ?? env.devnetPort;
    if (port > 65_535) throw new Error(`--port must be a TCP port, got '${port}'`);
    const devnet = await startDevnet({
      port,
      host: values.host,
      dataDir: values.data,
      blockTimeMs: positiveInteger('block-time-ms', values['block-time-ms']) ?? 3_000,
      traffic: traffic as TrafficLevel,
      seed: positiveInteger('seed', values.seed) ?? 1,
      genesisFile: values.genesis,
      maintenanceIntervalMs: positiveInteger('maintenance-ms', values['maintenance-ms']),
      testHooks: values['test-hooks'] ?? false,
      logger,
    });
    logger.info({ url: devnet.url, head: devnet.chain.headNumber }, 'devnet ready');
    await stopSignal;
    await devnet.stop();
    return 0;
  },
};
