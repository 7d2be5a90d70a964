import { reader } from '../../db/api-db.js';
import { notFound } from '../../errors.js';
import { contractExtra, contractsStats, getContract, listContracts } from '../../queries/contracts.js';
import {
  ContractAddressBody,
  ContractAddressQuery,
  ContractDetail,
  ContractExtra,
  ContractsBody,
  ContractsPage,
  ContractsStats,
} from '../../schemas/contracts.js';
import { checkDepth, responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { GovernanceRoutesOptions } from './context.js';

const tags = ['governance'];

export async function contractRoutes(app: TypedApp, opts: GovernanceRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  const extra = async (address: string) => {
    const found = await contractExtra(db, address);
    if (found === undefined) throw notFound(`contract ${address}`);
    return found;
  };
  for (const [url, verified, summary] of [
    ['/dev/getcontracts', false, 'all contracts, newest first or by transactions or balance'],
    ['/dev/verifiedcontract', true, 'verified contracts, newest first or by transactions or balance'],
  ] as const) {
    app.post(
      url,
      { schema: { tags, summary, body: ContractsBody, response: responses(ContractsPage) } },
      async (req) => {
        const body: ContractsBody = req.body ?? {};
        const { page = 1, limit = 10, sort = 'created' } = body;
        checkDepth(page, limit);
        const { verifiedContracts } = await opts.aggregates.get();
        return listContracts(db, {
          verifiedOnly: verified,
          sort,
          page,
          limit,
          verifiedTotal: verifiedContracts,
        });
      },
    );
  }
  app.post(
    '/blockchain/contractdetail',
    {
      schema: {
        tags,
        summary: 'contract details',
        body: ContractAddressBody,
        response: responses(ContractDetail),
      },
    },
    async (req) => {
      const { contractAddress } = req.body;
      const found = await getContract(db, contractAddress);
      if (found === undefined) throw notFound(`contract ${contractAddress}`);
      return found;
    },
  );
  for (const [url, summary] of [
    ['/token/tokensInfo', 'contract extra details'],
    ['/blockchain/contractslider', 'contract slider'],
  ] as const) {
    app.get(
      url,
      { schema: { tags, summary, querystring: ContractAddressQuery, response: responses(ContractExtra) } },
      (req) => extra(req.query.contractAddress),
    );
  }
  app.get(
    '/blockchain/contractpage',
    { schema: { tags, summary: 'contracts screen statistics', response: responses(ContractsStats) } },
    async () => contractsStats(db, (await opts.aggregates.get()).verifiedContracts),
  );
}
