import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../api/ApiContext';
import type { AbiEntry } from '../abi/abiTools';
import { DecodedParams } from '../abi/DecodedParams';
import type { AbiTools } from '../abi/useAbiTools';
import { ArgumentInputs } from './ArgumentInputs';
import styles from './Contract.module.css';
import { describeCallError, nodeRefusal } from './callErrors';
import { parseArgument } from './parseArgument';

export interface FunctionFormProps {
  contract: string;
  entry: AbiEntry;
  tools: AbiTools;
  index: number;
}

/** One view or pure function: its arguments, and a constant call through the full-node service. */
export function ReadFunction({
  contract,
  entry,
  tools,
  index,
  owner,
}: FunctionFormProps & { owner: string }) {
  const client = useApiClient();
  const [values, setValues] = useState<string[]>(() => entry.inputs.map(() => ''));
  const call = useMutation({
    mutationFn: async () => {
      const args = entry.inputs.map((input, i) => parseArgument(input.type, values[i] ?? ''));
      const data = tools.encodeFunctionCall(entry, args);
      const answer = await client.request('constantCall', {
        owner_address: owner,
        contract_address: contract,
        function_selector: tools.functionSignature(entry),
        parameter: data.slice(8),
        visible: true,
      });
      const refused = nodeRefusal(answer.result);
      if (refused !== null) throw new Error(refused);
      return tools.decodeFunctionResult(entry, answer.constant_result?.[0] ?? '');
    },
  });
  const id = `read-${index}`;
  return (
    <details className={styles.function}>
      <summary>{`${index}. ${entry.name}`}</summary>
      <form
        className={styles.form}
        aria-label={`Read ${entry.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          call.mutate();
        }}
      >
        <ArgumentInputs
          id={id}
          inputs={entry.inputs}
          values={values}
          onChange={(i, value) => setValues((old) => old.map((v, j) => (j === i ? value : v)))}
        />
        <button type="submit" className={styles.submit} disabled={call.isPending}>
          {call.isPending ? 'Querying…' : 'Query'}
        </button>
        {call.error ? (
          <p role="alert" className={styles.error}>
            {describeCallError(call.error)}
          </p>
        ) : null}
        {call.data ? <DecodedParams params={call.data} label={`Result of ${entry.name}`} /> : null}
      </form>
    </details>
  );
}
