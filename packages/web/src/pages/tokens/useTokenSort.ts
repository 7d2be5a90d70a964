import { useNavigate, useSearchParams } from 'react-router';
import { useHrefWith } from '../../hooks/usePageParam';
import { type TokenOrder, type TokenSort, tokenSortOf } from './tokensCalls';

const DIRECTION = { asc: 'ascending', desc: 'descending' } as const;

/**
 * The list's order, kept in the URL (`?sort=&order=`, left out for the default). Choosing the
 * current column turns its order round; another column sorts by it, largest or newest first.
 * Either goes back to the first page.
 */
export function useTokenSort() {
  const [params] = useSearchParams();
  const { sort, order } = tokenSortOf(params);
  const hrefWith = useHrefWith();
  const navigate = useNavigate();
  const sortBy = (column: TokenSort) => {
    const next: TokenOrder = column === sort && order === 'desc' ? 'asc' : 'desc';
    const isDefault = column === 'holders' && next === 'desc';
    void navigate(hrefWith({ sort: isDefault ? null : column, order: isDefault ? null : next, page: null }));
  };
  const columnSort = (column: TokenSort) => ({
    direction: column === sort ? DIRECTION[order] : undefined,
    onSort: () => sortBy(column),
  });
  return { sort, order, columnSort };
}
