import type { Chain } from '../chain/chain.js';
import { rankWitnesses, rankWitnessesNow } from '../chain/maintenance.js';
import { chainParametersJson, proposalJson, witnessJson } from './format-chain.js';
import { HttpError, intParam } from './request.js';
import type { Route } from './server.js';

const PAGE_LIMIT = 1000;

/** SRs, chain parameters, proposals and node information. */
export function governanceRoutes(chain: Chain): Route[] {
  const world = chain.world;
  const active = () => new Set(world.prop('activeWitnesses'));
  return [
    {
      path: 'listwitnesses',
      solidity: true,
      handler: (req) => {
        const jobs = active();
        return {
          witnesses: rankWitnesses(world).map((w) => witnessJson(w, jobs.has(w.address), req.visible)),
        };
      },
    },
    {
      path: 'getpaginatednowwitnesslist',
      solidity: true,
      handler: (req) => {
        const offset = intParam(req, 'offset', 0);
        const limit = intParam(req, 'limit', PAGE_LIMIT);
        if (offset < 0 || limit <= 0 || limit > PAGE_LIMIT) {
          throw new HttpError(400, `offset must be >= 0 and limit between 1 and ${PAGE_LIMIT}`);
        }
        const jobs = active();
        const page = rankWitnessesNow(world).slice(offset, offset + limit);
        return page.length === 0
          ? {}
          : { witnesses: page.map((w) => witnessJson(w, jobs.has(w.address), req.visible)) };
      },
    },
    { path: 'getchainparameters', handler: () => chainParametersJson(world) },
    { path: 'getnextmaintenancetime', handler: () => ({ num: world.prop('nextMaintenanceTime') }) },
    {
      path: 'listproposals',
      handler: (req) => {
        const proposals = [...world.proposals.values()]
          .sort((a, b) => b.id - a.id)
          .map((p) => proposalJson(p, req.visible));
        return proposals.length === 0 ? {} : { proposals };
      },
    },
    {
      path: 'getproposalbyid',
      handler: (req) => {
        const proposal = world.proposals.get(intParam(req, 'id'));
        return proposal === undefined ? {} : proposalJson(proposal, req.visible);
      },
    },
    {
      path: 'getnodeinfo',
      solidity: true,
      handler: () => {
        const head = chain.head;
        const solid = chain.store.get(chain.solidifiedNumber)!;
        return {
          activeConnectCount: 0,
          beginSyncNum: head.number,
          block: `Num:${head.number},ID:${head.blockID}`,
          solidityBlock: `Num:${solid.number},ID:${solid.blockID}`,
          currentConnectCount: 0,
          passiveConnectCount: 0,
          totalFlow: 0,
          configNodeInfo: {
            codeVersion: '4.8.1',
            p2pVersion: 'devnet',
            listenPort: 0,
            discoverEnable: false,
            supportConstant: true,
            dbVersion: 2,
          },
          machineInfo: {
            cpuCount: 0,
            javaVersion: 'none',
            osName: process.platform,
            threadCount: 1,
            deadLockThreadCount: 0,
          },
        };
      },
    },
    { path: 'listnodes', handler: () => ({}) },
  ];
}
