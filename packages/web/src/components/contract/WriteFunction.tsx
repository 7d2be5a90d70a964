import { parsePox } from '@poxscan/protocol/browser';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiContext';
import { useRuntimeConfig } from '../../config/ConfigContext';
import { TxLink } from '../links/TxLink';
import { ArgumentInputs } from './ArgumentInputs';
import styles from './Contract.module.css';
import { describeCallError, nodeRefusal } from './callErrors';
import { parseArgument } from './parseArgument';
import type { FunctionFormProps } from './ReadFunction';

const DEFAULT_FEE_LIMIT_POX = '100';

/**
 * One state-changing function: the node builds the transaction, the connected wallet signs it, the
 * full-node service broadcasts it. Wallet code loads only when a call is sent.
 */
export function WriteFunction({
  contract,
  entry,
  tools,
  index,
  wallet,
}: FunctionFormProps & { wallet: string }) {
  const client = useApiClient();
  const config = useRuntimeConfig();
  const [values, setValues] = useState<string[]>(() => entry.inputs.map(() => ''));
  const [value, setValue] = useState('0');
  const [feeLimit, setFeeLimit] = useState(DEFAULT_FEE_LIMIT_POX);
  const payable = entry.stateMutability === 'payable';
  const send = useMutation({
    mutationFn: async () => {
      const args = entry.inputs.map((input, i) => parseArgument(input.type, values[i] ?? ''));
      const data = tools.encodeFunctionCall(entry, args);
      const { connectedProvider } = await import('../../wallet/connectedProvider');
      const provider = connectedProvider(config, wallet);
      if (provider === undefined) throw new Error('The connected wallet is not available in this browser.');
      const built = await client.request('triggerContract', {
        owner_address: wallet,
        contract_address: contract,
        function_selector: tools.functionSignature(entry),
        parameter: data.slice(8),
        call_value: Number(payable ? parsePox(value) : 0n),
        fee_limit: Number(parsePox(feeLimit)),
        visible: true,
      });
      const refused = nodeRefusal(built.result);
      if (refused !== null || built.transaction === undefined)
        throw new Error(refused ?? 'The node built no transaction.');
      const signed = await provider.signTransaction(built.transaction);
      const sent = await client.request('broadcastTransaction', signed);
      if (sent.result !== true)
        throw new Error(nodeRefusal({ code: sent.code, message: sent.message }) ?? 'Broadcast failed.');
      return built.transaction.txID;
    },
  });
  const id = `write-${index}`;
  return (
    <details className={styles.function}>
      <summary>{`${index}. ${entry.name}`}</summary>
      <form
        className={styles.form}
        aria-label={`Write ${entry.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
      >
        <ArgumentInputs
          id={id}
          inputs={entry.inputs}
          values={values}
          onChange={(i, v) => setValues((old) => old.map((x, j) => (j === i ? v : x)))}
        />
        {payable ? (
          <label className={styles.field}>
            <span>Value to send (POX)</span>
            <input value={value} onChange={(event) => setValue(event.target.value)} inputMode="decimal" />
          </label>
        ) : null}
        <label className={styles.field}>
          <span>Fee limit (POX)</span>
          <input value={feeLimit} onChange={(event) => setFeeLimit(event.target.value)} inputMode="decimal" />
        </label>
        <button type="submit" className={styles.submit} disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Write'}
        </button>
        {send.error ? (
          <p role="alert" className={styles.error}>
            {describeCallError(send.error)}
          </p>
        ) : null}
        {send.data ? (
          <p role="status" className={styles.sent}>
            Sent: <TxLink hash={send.data} />
          </p>
        ) : null}
      </form>
    </details>
  );
}
