import { useApiQuery } from '../../api/useApiQuery';
import { Amount } from '../../components/amounts/Amount';
import { formatCount } from '../../components/format/number';
import { DetailList } from '../../components/layout/DetailList';
import { Panel } from '../../components/layout/Panel';
import { WebLink } from '../../components/links/WebLink';
import { productivity, votesChangeText } from '../../witnesses/srMetrics';

const LABELS = ['Rank', 'Votes', 'Productivity', 'Brokerage', 'Blocks produced / missed', 'Website'];

/** An SR's standing, first on its address page: rank, votes and their change, production, website. */
export function SrSummary({ address }: { address: string }) {
  const query = useApiQuery('witness', { address });
  const sr = query.data;
  if (query.error) return null;
  return (
    <Panel title="Super Representative">
      {sr === undefined ? (
        <DetailList loading items={LABELS.map((label) => ({ label, value: null }))} />
      ) : (
        <DetailList
          items={[
            { label: 'Rank', value: formatCount(sr.rank) },
            {
              label: 'Votes',
              value: (
                <span>
                  <Amount value={sr.votes} decimals={0} symbol={null} />
                  {sr.votesChange === null
                    ? null
                    : ` (${votesChangeText(sr.votesChange)} since the last maintenance)`}
                </span>
              ),
            },
            { label: 'Productivity', value: productivity(sr.produced, sr.missed) ?? '—' },
            { label: 'Brokerage', value: `${sr.brokerage}% kept by the SR` },
            {
              label: 'Blocks produced / missed',
              value: `${formatCount(sr.produced)} / ${formatCount(sr.missed)}`,
            },
            { label: 'Website', value: sr.url ? <WebLink url={sr.url} /> : '—' },
          ]}
        />
      )}
    </Panel>
  );
}
