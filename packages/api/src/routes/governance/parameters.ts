import { reader } from '../../db/api-db.js';
import { networkParameters, proposals } from '../../queries/parameters.js';
import { NetworkParameters, ProposalsResponse } from '../../schemas/governance.js';
import { responses } from '../shared.js';
import type { TypedApp } from '../typed-app.js';
import type { GovernanceRoutesOptions } from './context.js';

const tags = ['governance'];

/** Chain parameters and the committee proposals that change them. */
export async function parameterRoutes(app: TypedApp, opts: GovernanceRoutesOptions): Promise<void> {
  const db = reader(opts.db);
  app.get(
    '/governance/networkParameters',
    {
      schema: {
        tags,
        summary: 'network parameters: value, proposal number, initial value, approved changes',
        response: responses(NetworkParameters),
      },
    },
    async () => ({ parameters: await networkParameters(db) }),
  );
  app.get(
    '/governance/getProposal',
    { schema: { tags, summary: 'committee proposals', response: responses(ProposalsResponse) } },
    async () => ({ proposals: await proposals(db) }),
  );
}
