import type { Command } from './types.js';

export const command: Command = {
  name: 'start',
  summary: 'run the whole explorer: devnet, indexer, API and web app in one process',
  usage:
    'Usage: poxscan start\n\nEnvironment: PORT (8080), DEVNET_PORT (8090), POXSCAN_DATA_DIR (./.poxscan)',
  async run(_argv, { logger }) {
    logger.warn('no part of the explorer is available in this build yet; nothing to start');
    return 1;
  },
};
