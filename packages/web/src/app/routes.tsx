import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ApiClient } from '../api/client';
import { PageSpinner } from '../components/PageSpinner';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { accountsCalls } from '../pages/accounts/accountsCalls';
import { addressCalls } from '../pages/address/addressCalls';
import { blockCalls } from '../pages/block-details/blockCalls';
import { blocksCalls } from '../pages/blocks/blocksCalls';
import { exportTokensQuery } from '../pages/exportdata/exportTokensQuery';
import HomePage from '../pages/home/HomePage';
import { prefetchHome } from '../pages/home/homeQueries';
import { nodeCalls } from '../pages/node/nodeCalls';
import { transactionCalls } from '../pages/transaction-details/transactionCalls';
import { prefetchCalls } from './prefetchCalls';

export interface RouteDeps {
  api: ApiClient;
  queryClient: QueryClient;
}

/** A page loaded on demand; the spinner holds its place during the first load. */
function page(
  load: () => Promise<{ default: ComponentType }>,
): Pick<RouteObject, 'lazy' | 'HydrateFallback'> {
  return { lazy: async () => ({ Component: (await load()).default }), HydrateFallback: PageSpinner };
}

/** Starts the export page's token list while its code downloads. */
function exportLoader({ api, queryClient }: RouteDeps) {
  return ({ params }: LoaderFunctionArgs) => {
    if (params.address) void queryClient.prefetchQuery(exportTokensQuery(api, params.address));
    return null;
  };
}

/** The 29 routes of the spec, every one inside the header-and-footer layout. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const pages: RouteObject[] = [
    // The landing page's frame (its heading) is part of the shell, so the first paint has it; the home
    // screen's content still loads on demand.
    { index: true, loader: prefetchHome(deps), Component: HomePage },
    {
      path: 'transactiondetails/:id',
      ...prefetchCalls(deps, transactionCalls),
      ...page(() => import('../pages/transaction-details/TransactionDetailsPage')),
    },
    {
      path: 'blockchain/node',
      ...prefetchCalls(deps, nodeCalls),
      ...page(() => import('../pages/node/NodePage')),
    },
    {
      path: 'blockchain/blocks',
      ...prefetchCalls(deps, blocksCalls),
      ...page(() => import('../pages/blocks/BlocksPage')),
    },
    {
      path: 'blockchain/block/blockdetails/:id',
      ...prefetchCalls(deps, blockCalls),
      ...page(() => import('../pages/block-details/BlockDetailsPage')),
    },
    {
      path: 'blockchain/accounts',
      ...prefetchCalls(deps, accountsCalls),
      ...page(() => import('../pages/accounts/AccountsPage')),
    },
    { path: 'blockchain/transactions', ...page(() => import('../pages/transactions/TransactionsPage')) },
    { path: 'blockchain/transfers', ...page(() => import('../pages/transfers/TransfersPage')) },
    { path: 'blockchain/contracts', ...page(() => import('../pages/contracts/ContractsPage')) },
    {
      path: 'address-account/:id',
      ...prefetchCalls(deps, addressCalls),
      ...page(() => import('../pages/address/AddressPage')),
    },
    { path: 'tokens', ...page(() => import('../pages/tokens/TokensPage')) },
    { path: 'tokendetails/:id', ...page(() => import('../pages/token-details/TokenDetailsPage')) },
    { path: 'tokens/pox', ...page(() => import('../pages/pox-token/PoxTokenPage')) },
    {
      path: 'governance/superrepresentatives',
      ...page(() => import('../pages/super-representatives/SuperRepresentativesPage')),
    },
    { path: 'governance/votes', ...page(() => import('../pages/votes/VotesPage')) },
    {
      path: 'governance/poxstakinggovernance',
      ...page(() => import('../pages/staking-governance/StakingGovernancePage')),
    },
    {
      path: 'governance/parameterandproposal',
      ...page(() => import('../pages/parameters-proposals/ParametersProposalsPage')),
    },
    {
      path: 'more/contractsdeployment',
      ...page(() => import('../pages/contracts-deployment/ContractsDeploymentPage')),
    },
    {
      path: 'more/broadcasttransaction',
      ...page(() => import('../pages/broadcast-transaction/BroadcastTransactionPage')),
    },
    {
      path: 'more/contractsverification',
      ...page(() => import('../pages/contracts-verification/ContractsVerificationPage')),
    },
    {
      path: 'more/encodingconverter',
      ...page(() => import('../pages/encoding-converter/EncodingConverterPage')),
    },
    {
      path: 'more/prc20tokendeployment',
      ...page(() => import('../pages/prc20-token-deployment/Prc20TokenDeploymentPage')),
    },
    { path: 'privacy-policy', ...page(() => import('../pages/privacy-policy/PrivacyPolicyPage')) },
    { path: 'terms-of-service', ...page(() => import('../pages/terms-of-service/TermsOfServicePage')) },
    { path: 'support', ...page(() => import('../pages/support/SupportPage')) },
    {
      path: 'exportdata/:address',
      loader: exportLoader(deps),
      ...page(() => import('../pages/exportdata/ExportPage')),
    },
    { path: 'too-many-request', ...page(() => import('../pages/too-many-request/TooManyRequestsPage')) },
    { path: 'stake-resources', ...page(() => import('../pages/stake-resources/StakeResourcesPage')) },
    { path: '*', ...page(() => import('../pages/not-found/NotFoundPage')) },
  ];
  return [{ path: '/', Component: RootLayout, children: [{ ErrorBoundary: RouteError, children: pages }] }];
}
