import { useEffect, useState } from 'react';
import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import { Panel } from '../../components/layout/Panel';
import { attempt, type Conversion } from './conversions';

type Codec = typeof import('./abiCodec');
let loading: Promise<Codec> | undefined;

/** The ABI codec, loaded the first time `wanted` turns true. */
function useCodec(wanted: boolean): Codec | undefined {
  const [codec, setCodec] = useState<Codec>();
  useEffect(() => {
    if (!wanted || codec !== undefined) return;
    let live = true;
    loading ??= import('./abiCodec');
    void loading.then((loaded) => live && setCodec(loaded));
    return () => {
      live = false;
    };
  }, [wanted, codec]);
  return codec;
}

function outcome(
  codec: Codec | undefined,
  ready: boolean,
  run: (codec: Codec) => string,
): Conversion | undefined {
  if (!ready) return undefined;
  if (codec === undefined) return { ok: true, value: 'Loading the ABI coder…' };
  return attempt(() => run(codec));
}

/** ABI encoding of a function call (signature + arguments) and decoding of call data. */
export function AbiTool() {
  const [signature, setSignature] = useState('');
  const [args, setArgs] = useState('');
  const [abi, setAbi] = useState('');
  const [data, setData] = useState('');
  const codec = useCodec(signature !== '' || abi !== '' || data !== '');
  const encoded = outcome(codec, signature.trim() !== '', (c) => c.encodeCall(signature, args));
  const decoded = outcome(codec, abi.trim() !== '' && data.trim() !== '', (c) => c.decodeCall(abi, data));
  const value = (result: Conversion | undefined) => (result?.ok ? result.value : '');
  return (
    <Panel title="ABI encoding and decoding">
      <div className={`${styles.card} ${styles.row}`}>
        <div className={styles.form}>
          <TextField
            id="abi-encode-signature"
            label="Function signature"
            placeholder="transfer(address,uint256)"
            value={signature}
            onChange={setSignature}
          />
          <TextField
            id="abi-encode-arguments"
            label="Arguments"
            hint='One per line, or a JSON array such as ["T…", "1000"]. Arrays and tuples as JSON.'
            multiline
            value={args}
            onChange={setArgs}
            error={encoded?.ok === false ? encoded.error : undefined}
          />
          <TextField
            id="abi-encoded"
            label="Encoded call data"
            multiline
            readOnly
            value={value(encoded)}
            copyText={value(encoded)}
          />
        </div>
        <div className={styles.form}>
          <TextField
            id="abi-decode-abi"
            label="Function signature or ABI (JSON)"
            placeholder="transfer(address,uint256)"
            multiline
            rows={2}
            value={abi}
            onChange={setAbi}
          />
          <TextField
            id="abi-decode-data"
            label="Call data (hex)"
            multiline
            value={data}
            onChange={setData}
            error={decoded?.ok === false ? decoded.error : undefined}
          />
          <TextField
            id="abi-decoded"
            label="Decoded call"
            multiline
            readOnly
            value={value(decoded)}
            copyText={value(decoded)}
          />
        </div>
      </div>
    </Panel>
  );
}
