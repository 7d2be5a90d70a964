import { eventually, getJson, postJson, prc20Token, transactionsOfTypes } from '../explorer/data.js';
import type { ShellSession } from '../shell/session.js';

/** One concrete path for every route of the app, with the chain's own ids, and the live lists among them. */
export interface LayoutRoute {
  path: string;
  /** The page prepends new rows behind a "N new … — show" notice; the check waits for it. */
  live?: boolean;
}

interface Witness {
  address: string;
}

/** Fills the routes with ids from the running devnet once its traffic has made them. */
export async function layoutRoutes(session: ShellSession): Promise<LayoutRoute[]> {
  const txs = await transactionsOfTypes(session, ['TriggerSmartContract', 'TransferContract']);
  const call = txs.get('TriggerSmartContract')!;
  const token = await prc20Token(session);
  // Its name beside its full address is the widest pair a phone must fit in one detail row.
  const { items: tokens } = await getJson<{ items: { id: string; name: string | null }[] }>(
    session,
    '/token/getTokens?type=prc20&limit=50&pageNo=1',
  );
  const longestName = tokens.reduce((a, b) => ((b.name ?? '').length > (a.name ?? '').length ? b : a));
  const sr = await eventually(
    async () =>
      (await postJson<{ witnesses: Witness[] }>(session, '/governance/getWitnessData', {})).witnesses[0],
    60_000,
    'a super representative',
  );
  return [
    { path: '/', live: true },
    { path: `/transactiondetails/${call.hash}` },
    // Not indexed: the message names the whole hash, which must wrap on a phone.
    { path: `/transactiondetails/${'ab'.repeat(32)}` },
    { path: '/blockchain/node' },
    { path: '/blockchain/blocks', live: true },
    { path: `/blockchain/block/blockdetails/${call.blockNumber}` },
    { path: '/blockchain/accounts' },
    { path: '/blockchain/transactions', live: true },
    { path: '/blockchain/transfers' },
    { path: '/blockchain/contracts' },
    { path: `/address-account/${call.from}` },
    { path: `/address-account/${sr.address}` },
    { path: `/address-account/${token.id}` },
    { path: '/tokens' },
    { path: `/tokendetails/${token.id}` },
    { path: `/tokendetails/${token.id}?tab=holders` },
    { path: `/tokendetails/${longestName.id}` },
    { path: '/tokens/pox' },
    { path: '/governance/superrepresentatives' },
    { path: '/governance/votes' },
    { path: '/governance/poxstakinggovernance' },
    { path: '/governance/parameterandproposal' },
    { path: '/more/contractsdeployment' },
    { path: '/more/broadcasttransaction' },
    { path: '/more/contractsverification' },
    { path: '/more/encodingconverter' },
    { path: '/more/prc20tokendeployment' },
    { path: '/privacy-policy' },
    { path: '/terms-of-service' },
    { path: '/support' },
    { path: `/exportdata/${call.from}` },
    { path: '/too-many-request' },
    { path: '/stake-resources' },
    { path: '/no/such/page' },
  ];
}
