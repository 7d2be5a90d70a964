import { useState } from 'react';
import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import { Panel } from '../../components/layout/Panel';
import { type HashInput, hashes } from './conversions';

const INPUTS: { value: HashInput; label: string }[] = [
  { value: 'text', label: 'UTF-8 text' },
  { value: 'hex', label: 'Hex bytes' },
];

/** keccak256 and sha256 of what is typed, read as text or as hex bytes. */
export function HashTool() {
  const [text, setText] = useState('');
  const [input, setInput] = useState<HashInput>('text');
  const result = hashes(text, input);
  const digest = (name: 'keccak256' | 'sha256') => (text === '' || 'error' in result ? '' : result[name]);
  return (
    <Panel title="keccak256 and sha256">
      <div className={styles.card}>
        <fieldset className={styles.choices}>
          <legend>Input is</legend>
          {INPUTS.map((option) => (
            <label key={option.value} className={styles.checkbox}>
              <input
                type="radio"
                name="hash-input"
                checked={input === option.value}
                onChange={() => setInput(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <TextField
          id="hash-input"
          label="Input to hash"
          multiline
          rows={3}
          value={text}
          onChange={setText}
          error={'error' in result && text !== '' ? result.error : undefined}
        />
        <TextField
          id="hash-keccak256"
          label="keccak256"
          value={digest('keccak256')}
          readOnly
          copyText={digest('keccak256')}
        />
        <TextField
          id="hash-sha256"
          label="sha256"
          value={digest('sha256')}
          readOnly
          copyText={digest('sha256')}
        />
      </div>
    </Panel>
  );
}
