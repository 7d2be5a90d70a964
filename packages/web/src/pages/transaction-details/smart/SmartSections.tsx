import type { TransactionDetail } from '@poxscan/api/schemas';
import { asDecoded } from '../contract/normalizeParameter';
import { CallSection } from './CallSection';
import { InternalSection } from './InternalSection';
import { LogsSection } from './LogsSection';
import { TransfersSection } from './TransfersSection';

/** What a smart-contract call did: the method called, the value it moved, its internal calls and events. */
export function SmartSections({ tx }: { tx: TransactionDetail }) {
  const contract = asDecoded(tx.parameter);
  const isCall = tx.contractTypeName === 'TriggerSmartContract';
  const target = typeof contract?.contract === 'string' ? contract.contract : tx.to;
  const data = typeof contract?.data === 'string' ? contract.data : '';
  return (
    <>
      {isCall && target ? <CallSection contract={target} data={data} /> : null}
      <TransfersSection transfers={tx.transfers} />
      <InternalSection internals={tx.internalTransactions} />
      <LogsSection logs={tx.logs} />
    </>
  );
}
