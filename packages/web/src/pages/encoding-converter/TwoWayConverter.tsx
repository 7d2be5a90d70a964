import { useId, useState } from 'react';
import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import { Panel } from '../../components/layout/Panel';
import type { Conversion } from './conversions';

export interface ConverterSide {
  label: string;
  placeholder: string;
  /** Converts this side's text into the other side's. */
  convert: (text: string) => Conversion;
}

/**
 * Two linked fields: typing in either converts into the other at once. An input that cannot be
 * converted keeps the other field as it was and shows why under the input.
 */
export function TwoWayConverter({
  title,
  left,
  right,
}: {
  title: string;
  left: ConverterSide;
  right: ConverterSide;
}) {
  const id = useId();
  const [texts, setTexts] = useState({ left: '', right: '' });
  const [error, setError] = useState<{ side: 'left' | 'right'; message: string }>();

  function edit(side: 'left' | 'right', text: string) {
    const other = side === 'left' ? 'right' : 'left';
    const result =
      text.trim() === '' ? { ok: true as const, value: '' } : (side === 'left' ? left : right).convert(text);
    setTexts(
      (old) => (result.ok ? { [side]: text, [other]: result.value } : { ...old, [side]: text }) as typeof old,
    );
    setError(result.ok ? undefined : { side, message: result.error });
  }

  const field = (side: 'left' | 'right', spec: ConverterSide) => (
    <TextField
      id={`${id}-${side}`}
      label={spec.label}
      placeholder={spec.placeholder}
      value={texts[side]}
      onChange={(text) => edit(side, text)}
      error={error?.side === side ? error.message : undefined}
      copyText={texts[side]}
    />
  );

  return (
    <Panel title={title}>
      <div className={`${styles.card} ${styles.row}`}>
        {field('left', left)}
        {field('right', right)}
      </div>
    </Panel>
  );
}
