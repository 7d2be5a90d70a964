import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { ApiClient } from '../api/client';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';
import { accountsCalls } from '../pages/accounts/accountsCalls';
import { addressCalls } from '../pages/address/addressCalls';
import { blockCalls } from '../pages/block-details/blockCalls';
import { blocksCalls } from '../pages/blocks/blocksCalls';
import { contractsCalls } from '../pages/contracts/contractsCalls';
import { dataRoutes } from '../pages/data/dataRoutes';
import { exportTokensQuery } from '../pages/exportdata/exportTokensQuery';
import HomePage from '../pages/home/HomePage';
import { prefetchHome } from '../pages/home/homeQueries';
import { nodeCalls } from '../pages/node/nodeCalls';
import { parametersProposalsCalls } from '../pages/parameters-proposals/parametersProposalsCalls';
import { poxTokenCalls } from '../pages/pox-token/poxTokenCalls';
import { stakingCalls } from '../pages/staking-governance/stakingCalls';
import { superRepresentativesCalls } from '../pages/super-representatives/superRepresentativesCalls';
import { tokenCalls } from '../pages/token-details/tokenCalls';
import { tokensCalls } from '../pages/tokens/tokensCalls';
import { transactionCalls } from '../pages/transaction-details/transactionCalls';
import { transactionsCalls } from '../pages/transactions/transactionsCalls';
import { transfersCalls } from '../pages/transfers/transfersCalls';
import { votesCalls } from '../pages/votes/votesCalls';
import { routeOf } from './paths';
import { prefetchCalls } from './prefetchCalls';

export interface RouteDeps {
  api: ApiClient;
  queryClient: QueryClient;
}

/** A page loaded on demand; the spinner holds its place during the first load. */
export function page(
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
      path: routeOf('transactionDetails'),
      ...prefetchCalls(deps, transactionCalls),
      ...page(() => import('../pages/transaction-details/TransactionDetailsPage')),
    },
    {
      path: routeOf('node'),
      ...prefetchCalls(deps, nodeCalls),
      ...page(() => import('../pages/node/NodePage')),
    },
    {
      path: routeOf('blocks'),
      ...prefetchCalls(deps, blocksCalls),
      ...page(() => import('../pages/blocks/BlocksPage')),
    },
    {
      path: routeOf('blockDetails'),
      ...prefetchCalls(deps, blockCalls),
      ...page(() => import('../pages/block-details/BlockDetailsPage')),
    },
    {
      path: routeOf('accounts'),
      ...prefetchCalls(deps, accountsCalls),
      ...page(() => import('../pages/accounts/AccountsPage')),
    },
    {
      path: routeOf('transactions'),
      ...prefetchCalls(deps, transactionsCalls),
      ...page(() => import('../pages/transactions/TransactionsPage')),
    },
    {
      path: routeOf('transfers'),
      ...prefetchCalls(deps, transfersCalls),
      ...page(() => import('../pages/transfers/TransfersPage')),
    },
    {
      path: routeOf('contracts'),
      ...prefetchCalls(deps, contractsCalls),
      ...page(() => import('../pages/contracts/ContractsPage')),
    },
    {
      path: routeOf('address'),
      ...prefetchCalls(deps, addressCalls),
      ...page(() => import('../pages/address/AddressPage')),
    },
    {
      path: routeOf('tokens'),
      ...prefetchCalls(deps, tokensCalls),
      ...page(() => import('../pages/tokens/TokensPage')),
    },
    {
      path: routeOf('tokenDetails'),
      ...prefetchCalls(deps, tokenCalls),
      ...page(() => import('../pages/token-details/TokenDetailsPage')),
    },
    {
      path: routeOf('poxToken'),
      ...prefetchCalls(deps, poxTokenCalls),
      ...page(() => import('../pages/pox-token/PoxTokenPage')),
    },
    {
      path: routeOf('superRepresentatives'),
      ...prefetchCalls(deps, superRepresentativesCalls),
      ...page(() => import('../pages/super-representatives/SuperRepresentativesPage')),
    },
    {
      path: routeOf('votes'),
      ...prefetchCalls(deps, votesCalls),
      ...page(() => import('../pages/votes/VotesPage')),
    },
    {
      path: routeOf('stakingGovernance'),
      ...prefetchCalls(deps, stakingCalls),
      ...page(() => import('../pages/staking-governance/StakingGovernancePage')),
    },
    {
      path: routeOf('parametersProposals'),
      ...prefetchCalls(deps, parametersProposalsCalls),
      ...page(() => import('../pages/parameters-proposals/ParametersProposalsPage')),
    },
    {
      path: routeOf('contractsDeployment'),
      ...page(() => import('../pages/contracts-deployment/ContractsDeploymentPage')),
    },
    {
      path: routeOf('broadcastTransaction'),
      ...page(() => import('../pages/broadcast-transaction/BroadcastTransactionPage')),
    },
    {
      path: routeOf('contractsVerification'),
      ...prefetchCalls(deps, () => [['verificationCompilers', undefined]]),
      ...page(() => import('../pages/contracts-verification/ContractsVerificationPage')),
    },
    {
      path: routeOf('encodingConverter'),
      ...page(() => import('../pages/encoding-converter/EncodingConverterPage')),
    },
    {
      path: routeOf('prc20TokenDeployment'),
      ...page(() => import('../pages/prc20-token-deployment/Prc20TokenDeploymentPage')),
    },
    { path: routeOf('privacyPolicy'), ...page(() => import('../pages/privacy-policy/PrivacyPolicyPage')) },
    {
      path: routeOf('termsOfService'),
      ...page(() => import('../pages/terms-of-service/TermsOfServicePage')),
    },
    { path: routeOf('support'), ...page(() => import('../pages/support/SupportPage')) },
    {
      path: routeOf('exportData'),
      loader: exportLoader(deps),
      ...page(() => import('../pages/exportdata/ExportPage')),
    },
    {
      path: routeOf('tooManyRequests'),
      ...page(() => import('../pages/too-many-request/TooManyRequestsPage')),
    },
    { path: routeOf('stakeResources'), ...page(() => import('../pages/stake-resources/StakeResourcesPage')) },
    ...dataRoutes(deps),
    { path: '*', ...page(() => import('../pages/not-found/NotFoundPage')) },
  ];
  return [{ path: '/', Component: RootLayout, children: [{ ErrorBoundary: RouteError, children: pages }] }];
}
