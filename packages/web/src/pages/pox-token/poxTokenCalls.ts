import { type FirstCalls, tabOf } from '../../app/prefetchCalls';

export const POX_TABS = [
  { id: 'holders', label: 'Top holders' },
  { id: 'transfers', label: 'Transfers' },
] as const;

/** The POX page's first calls: its figures and price, and the top holders when that tab shows. */
export const poxTokenCalls: FirstCalls = (url) => [
  ['poxSlider', undefined],
  ['price', undefined],
  ...(tabOf(url, POX_TABS) === 'holders' ? ([['nativeToken', undefined]] as const) : []),
];
