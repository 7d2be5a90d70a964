import type { TransactionDetail } from '@poxscan/api/schemas';
import { contractTypeLabel } from '../../../components/format/contractType';
import { DetailList } from '../../../components/layout/DetailList';
import { Panel } from '../../../components/layout/Panel';
import styles from './Contract.module.css';
import { ContractLists } from './ContractLists';
import { FieldValue } from './FieldValue';
import { CONTRACT_FIELDS } from './fieldSpecs';
import type { ContractJson } from './normalizeParameter';
import { useContractJson } from './useContractJson';

function RawParameter({ contract }: { contract: ContractJson }) {
  return (
    <>
      <p>This contract type is not decoded; its parameter as the node reported it:</p>
      <pre className={styles.raw}>{JSON.stringify(contract.value ?? contract, null, 2)}</pre>
    </>
  );
}

/** A call's PRC10 fields: they say something only when a PRC10 token rides along. */
const PRC10_CALL_FIELDS = new Set(['tokenId', 'callTokenValue']);
const isNone = (value: unknown) => value === undefined || value === null || String(value) === '0';
const sendsPrc10 = (contract: ContractJson) => !isNone(contract.tokenId) && !isNone(contract.callTokenValue);

function fieldsOf(contract: ContractJson) {
  const specs = CONTRACT_FIELDS[contract.type] ?? [];
  return specs
    .filter(([key, , kind]) => !(kind === 'address' && key !== 'owner' && contract[key] === undefined))
    .filter(([key]) => !PRC10_CALL_FIELDS.has(key) || sendsPrc10(contract))
    .map(([key, label, kind]) => ({ label, value: <FieldValue kind={kind} value={contract[key]} /> }));
}

/** The transaction's contract, field by field, for every type the protocol package decodes. */
export function ContractSection({ tx }: { tx: TransactionDetail }) {
  const contract = useContractJson(tx);
  return (
    <Panel title={`Contract: ${contractTypeLabel(tx.contractTypeName)}`}>
      {contract === undefined ? (
        <DetailList loading items={[{ label: 'Owner', value: null }]} />
      ) : contract.type === 'Unknown' ? (
        <RawParameter contract={contract} />
      ) : (
        <>
          <DetailList
            items={[
              ...fieldsOf(contract),
              { label: 'Type', value: `${tx.contractTypeName} (${tx.contractType})` },
            ]}
          />
          <ContractLists contract={contract} timestamp={tx.timestamp} />
        </>
      )}
    </Panel>
  );
}
