import { type FirstCall, type FirstCalls, pageOf, tabOf } from '../../app/prefetchCalls';

export const TRANSFER_TABS = [
  { id: 'all', label: 'All' },
  { id: 'pox', label: 'POX' },
  { id: 'prc10', label: 'PRC10' },
  { id: 'prc20', label: 'PRC20' },
  { id: 'prc721', label: 'PRC721' },
] as const;

/** Transfers a page of a list shows. */
export const TRANSFERS_LIMIT = 20;
/** The token filter offers the most-held tokens of the standard. */
export const TOKEN_CHOICES = 100;

const STANDARDS = { prc10: 'PRC10', prc20: 'PRC20', prc721: 'PRC721' } as const;

/** The first calls of one tab: all transfers by page, POX by cursor, a token standard's choices and list. */
function tabCalls(url: URL): FirstCall[] {
  const cursor = url.searchParams.get('cursor');
  const byCursor = cursor ? { cursor } : {};
  const tab = tabOf(url, TRANSFER_TABS);
  switch (tab) {
    case 'pox':
      return [['transferTable', { standard: 'POX', limit: TRANSFERS_LIMIT, ...byCursor }]];
    case 'prc10':
    case 'prc20':
    case 'prc721': {
      const type = tab;
      const standard = STANDARDS[tab];
      return [
        ['tokens', { type, limit: TOKEN_CHOICES, pageNo: 1 }],
        // One token's transfers come from another table; its list is asked by the page.
        ...(url.searchParams.get('token')
          ? []
          : ([['transferTable', { standard, limit: TRANSFERS_LIMIT, ...byCursor }]] as const)),
      ];
    }
    default:
      return [['transferTable', { page: pageOf(url), limit: TRANSFERS_LIMIT }]];
  }
}

/** The transfers page's first calls: its tab's list, and the counts. */
export const transfersCalls: FirstCalls = (url) => [...tabCalls(url), ['transferCounts', undefined]];
