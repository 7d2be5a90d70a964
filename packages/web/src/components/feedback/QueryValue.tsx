import type { ReactNode } from 'react';
import type { ApiError } from '../../api/errors';
import { Unavailable } from './QueryStates';

/**
 * The value of a figure backed by a query: undefined while loading (a skeleton holds its place), an
 * honest "Unavailable" when the read failed, else the rendered value.
 */
export function queryValue<T>(
  query: { data: T | undefined; error: ApiError | null },
  render: (data: T) => ReactNode,
): ReactNode | undefined {
  if (query.data !== undefined) return render(query.data);
  return query.error ? <Unavailable>Unavailable</Unavailable> : undefined;
}
