import { ContractCode } from '../../components/contract/ContractCode';
import { ContractFunctions } from '../../components/contract/ContractFunctions';
import { HistoryStart } from '../../components/feedback/HistoryStart';
import { Panel } from '../../components/layout/Panel';
import { type TabItem, Tabs, useActiveTab } from '../../components/layout/Tabs';
import { SrBlocks } from '../../components/lists/SrBlocks';
import type { AccountKind } from './accountKind';
import { AnalyticsTab } from './tabs/AnalyticsTab';
import { EventsTab } from './tabs/EventsTab';
import { HoldingsTab } from './tabs/HoldingsTab';
import { InternalTab } from './tabs/InternalTab';
import { SrVotersTab } from './tabs/SrVotersTab';
import { StakesTab } from './tabs/StakesTab';
import { TransactionsTab } from './tabs/TransactionsTab';
import { TransfersTab } from './tabs/TransfersTab';
import { VotesTab } from './tabs/VotesTab';

const COMMON: TabItem[] = [
  { id: 'transactions', label: 'Transactions' },
  { id: 'transfers', label: 'Transfers' },
  { id: 'holdings', label: 'Token holdings' },
  { id: 'internal', label: 'Internal transactions' },
  { id: 'votes', label: 'Votes' },
  { id: 'stakes', label: 'Stakes & delegations' },
  { id: 'analytics', label: 'Analytics' },
];
const SR: TabItem[] = [
  { id: 'blocks', label: 'Produced blocks' },
  { id: 'voters', label: 'Voters' },
];
const CONTRACT: TabItem[] = [
  { id: 'code', label: 'Code' },
  { id: 'read', label: 'Read contract' },
  { id: 'write', label: 'Write contract' },
  { id: 'events', label: 'Events' },
];
/** Tabs of indexed history (the others show the node's current state), so where it starts matters. */
const HISTORY = new Set(['transactions', 'transfers', 'internal', 'events', 'blocks']);

function tabsFor(kind: AccountKind | undefined): TabItem[] {
  if (kind === 'sr') return [...COMMON, ...SR];
  // A contract neither votes nor stakes.
  if (kind === 'contract')
    return [...COMMON.filter((t) => t.id !== 'votes' && t.id !== 'stakes'), ...CONTRACT];
  return COMMON;
}

function ActiveTab({ id, address }: { id: string; address: string }) {
  switch (id) {
    case 'transfers':
      return <TransfersTab address={address} />;
    case 'holdings':
      return <HoldingsTab address={address} />;
    case 'internal':
      return <InternalTab address={address} />;
    case 'votes':
      return <VotesTab address={address} />;
    case 'stakes':
      return <StakesTab address={address} />;
    case 'blocks':
      return <SrBlocks address={address} />;
    case 'voters':
      return <SrVotersTab address={address} />;
    case 'code':
      return <ContractCode address={address} />;
    case 'read':
      return <ContractFunctions address={address} kind="read" />;
    case 'write':
      return <ContractFunctions address={address} kind="write" />;
    case 'events':
      return <EventsTab address={address} />;
    case 'analytics':
      return <AnalyticsTab address={address} />;
    default:
      return <TransactionsTab address={address} />;
  }
}

/** The address's activity by tab; SRs and contracts get their own tabs once the kind is known. */
export function AddressTabs({ address, kind }: { address: string; kind: AccountKind | undefined }) {
  const tabs = tabsFor(kind);
  const active = useActiveTab(tabs);
  return (
    <Panel title="Activity">
      <Tabs tabs={tabs} label="Address sections" />
      {HISTORY.has(active) ? <HistoryStart /> : null}
      <ActiveTab id={active} address={address} />
    </Panel>
  );
}
