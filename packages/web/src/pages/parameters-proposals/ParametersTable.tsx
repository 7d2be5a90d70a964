import { useMemo } from 'react';
import { Link } from 'react-router';
import { useApiQuery } from '../../api/useApiQuery';
import { Unavailable } from '../../components/feedback/QueryStates';
import { DataTable } from '../../components/table/DataTable';
import type { Column } from '../../components/table/types';
import { WordWrapped } from '../../components/values/WordWrapped';
import { type ParameterRow, parameterRows } from '../../governance/parameterRows';
import { formatParameterValue } from '../../governance/parameterValue';
import { proposalHref } from '../../governance/proposalHref';

const COLUMNS: Column<ParameterRow>[] = [
  {
    id: 'parameter',
    header: 'Parameter',
    cell: (row) => (
      <span>
        {row.info?.label ?? row.key}
        <br />
        <small>
          <WordWrapped name={row.key} />
          {row.proposalKey === null ? '' : ` · proposal\u00a0#${row.proposalKey}`}
        </small>
      </span>
    ),
  },
  { id: 'value', header: 'Current value', cell: (row) => formatParameterValue(row.key, row.value) },
  {
    id: 'initial',
    header: 'Initial value',
    cell: (row) =>
      row.initial === null ? (
        <Unavailable>Unknown: changed before the explorer first read it</Unavailable>
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
  const rows = useMemo(
    () => (parameters.data ? parameterRows(parameters.data.parameters) : undefined),
    [parameters.data],
  );
  return (
    <DataTable
      label="Chain parameters"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.key}
      error={parameters.error}
      onRetry={() => void parameters.refetch()}
      empty="No chain parameters indexed yet."
      skeletonRows={12}
    />
  );
}
