import type { ContractsSort } from '@poxscan/api/schemas';
import { type FirstCalls, pageOf } from '../../app/prefetchCalls';

/** Contracts a page of the list shows. */
export const CONTRACTS_LIMIT = 20;

export const SORTS: readonly { value: ContractsSort; label: string; title: string }[] = [
  { value: 'created', label: 'Newest', title: 'Contracts, newest first' },
  { value: 'calls', label: 'Most transactions', title: 'Contracts, most transactions first' },
  { value: 'balance', label: 'Largest balance', title: 'Contracts, largest POX balance first' },
];

/** `?sort=` as one of SORTS, newest first by default. */
export const sortOf = (param: string | null | undefined) => SORTS.find((s) => s.value === param) ?? SORTS[0]!;

/** The request of one page of the list, newest first unless sorted otherwise. */
export const contractsParams = (page: number, sort: ContractsSort) => ({
  page,
  limit: CONTRACTS_LIMIT,
  ...(sort === 'created' ? {} : { sort }),
});

/** The contracts list's first calls: the page of the URL (all or verified only), and the figures. */
export const contractsCalls: FirstCalls = (url) => {
  const params = contractsParams(pageOf(url), sortOf(url.searchParams.get('sort')).value);
  return [
    url.searchParams.get('verified') === '1' ? ['verifiedContracts', params] : ['contracts', params],
    ['contractsStats', undefined],
  ];
};
