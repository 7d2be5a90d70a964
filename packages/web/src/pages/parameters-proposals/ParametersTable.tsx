import { useMemo } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { Unavailable } from '../../components/QueryStates';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/types';
import { type ParameterRow, parameterRows } from './parameterRows';
import { formatParameterValue } from './parameterValue';
import { proposalHref } from './proposalHref';

const COLUMNS: Column<ParameterRow>[] = [
  {
    id: 'parameter',
    header: 'Parameter',
    cell: (row) => (
      <span>
        {row.info?.label ?? row.key}
        <br />
        <small>
          {row.key}
          {row.info ? ` · proposal #${row.info.id}` : ''}
        </small>
      </span>
    ),
  },
  { id: 'value', header: 'Current value', cell: (row) => formatParameterValue(row.key, row.value) },
  {
    id: 'initial',
    header: 'Initial value',
    cell: (row) =>
      row.initial === undefined ? (
        <Unavailable>Not reported by the API</Unavailable>
      ) : (
        formatParameterValue(row.key, row.initial)
      ),
  },
  {
    id: 'changed',
    header: 'Changed by',
    cell: (row) =>
      row.changedBy.length === 0
        ? '—'
        : row.changedBy.map((id, i) => (
            <span key={id}>
              {i > 0 ? ', ' : ''}
              <Link to={proposalHref(id)}>Proposal #{id}</Link>
            </span>
          )),
  },
];

/** Every chain parameter: its value now, its initial value and the approved proposals that changed it. */
export function ParametersTable() {
  const parameters = useApiQuery('networkParameters', undefined);
  const proposals = useApiQuery('proposals', undefined);
  const rows = useMemo(
    () =>
      parameters.data && proposals.data
        ? parameterRows(parameters.data.parameters, proposals.data.proposals)
        : undefined,
    [parameters.data, proposals.data],
  );
  const error = parameters.error ?? proposals.error;
  return (
    <DataTable
      label="Chain parameters"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.key}
      error={error}
      onRetry={() => {
        void parameters.refetch();
        void proposals.refetch();
      }}
      empty="No chain parameters indexed yet."
      skeletonRows={12}
    />
  );
}
