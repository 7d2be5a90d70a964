import { useMemo } from 'react';
import { DecodedParams } from '../../../components/abi/DecodedParams';
import { useAbiTools } from '../../../components/abi/useAbiTools';
import { useContractAbi } from '../../../components/abi/useContractAbi';
import { Skeleton } from '../../../components/feedback/Skeleton';
import { Panel } from '../../../components/layout/Panel';
import styles from './Smart.module.css';

function RawCall({ data, why }: { data: string; why: string }) {
  return (
    <>
      <p className={styles.note}>{why}</p>
      <pre className={styles.raw}>{data ? `0x${data}` : '(no call data)'}</pre>
    </>
  );
}

/** The called method and its arguments, decoded when the contract's ABI is known. */
export function CallSection({ contract, data }: { contract: string; data: string }) {
  const abi = useContractAbi(contract);
  const tools = useAbiTools(Boolean(abi));
  const call = useMemo(
    () => (abi && tools ? tools.decodeFunctionCall(abi, data) : undefined),
    [abi, tools, data],
  );
  let body: React.ReactNode;
  if (abi === null)
    body = <RawCall data={data} why="The contract's ABI is not known, so the call is shown as sent." />;
  else if (abi === undefined || tools === undefined) body = <Skeleton height="4em" />;
  else if (call === null || call === undefined)
    body = <RawCall data={data} why="The call data matches no function of the contract's ABI." />;
  else
    body = (
      <>
        <p className={styles.method}>
          <code>{call.signature}</code> <span className={styles.note}>(method ID 0x{call.selector})</span>
        </p>
        <DecodedParams params={call.args} label="Call arguments" />
      </>
    );
  return <Panel title="Method">{body}</Panel>;
}
