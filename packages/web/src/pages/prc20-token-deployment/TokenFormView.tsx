import { type FormEvent, useState } from 'react';
import { ActionButton } from '../../components/form/ActionButton';
import styles from '../../components/form/Form.module.css';
import { TextField } from '../../components/form/TextField';
import { DeployedToken } from './DeployedToken';
import { INITIAL_TOKEN_FORM, type TokenErrors, type TokenForm, validateToken } from './tokenForm';
import { useTokenDeploy } from './useTokenDeploy';

export function TokenFormView() {
  const [form, setForm] = useState<TokenForm>(INITIAL_TOKEN_FORM);
  const [errors, setErrors] = useState<TokenErrors>({});
  const [checked, setChecked] = useState(false);
  const [sentSymbol, setSentSymbol] = useState('');
  const { owner, deploying, deployed, deployToken } = useTokenDeploy();
  const set = (patch: Partial<TokenForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    if (checked) setErrors(validateToken(next));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateToken(form);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSentSymbol(form.symbol.trim());
    await deployToken(form);
  }

  return (
    <>
      <form
        className={`${styles.card} ${styles.form}`}
        aria-label="Create a PRC20 token"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <div className={styles.row}>
          <TextField
            id="token-name"
            label="Name *"
            placeholder="My Token"
            value={form.name}
            onChange={(name) => set({ name })}
            error={errors.name}
          />
          <TextField
            id="token-symbol"
            label="Symbol *"
            placeholder="MTK"
            value={form.symbol}
            onChange={(symbol) => set({ symbol })}
            error={errors.symbol}
          />
        </div>
        <div className={styles.row}>
          <TextField
            id="token-decimals"
            label="Decimals *"
            inputMode="numeric"
            hint="18 is usual; 6 like POX."
            value={form.decimals}
            onChange={(decimals) => set({ decimals })}
            error={errors.decimals}
          />
          <TextField
            id="token-supply"
            label="Initial supply *"
            hint="In whole tokens; minted to your address."
            inputMode="decimal"
            placeholder="1000000"
            value={form.initialSupply}
            onChange={(initialSupply) => set({ initialSupply })}
            error={errors.initialSupply}
          />
        </div>
        <div className={styles.actions}>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={form.mintable}
              onChange={(event) => set({ mintable: event.target.checked })}
            />
            Mintable (you can create more later)
          </label>
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={form.burnable}
              onChange={(event) => set({ burnable: event.target.checked })}
            />
            Burnable (holders can destroy theirs)
          </label>
        </div>
        <TextField
          id="token-fee-limit"
          label="Fee limit (POX)"
          inputMode="decimal"
          value={form.feeLimit}
          onChange={(feeLimit) => set({ feeLimit })}
          error={errors.feeLimit}
        />
        <div className={styles.actions}>
          <ActionButton busy={deploying} disabled={owner === ''}>
            Create token
          </ActionButton>
          {owner === '' ? (
            <span className={styles.hint}>
              Connect a wallet (Connect Wallet, at the top) to create a token.
            </span>
          ) : null}
        </div>
      </form>
      {deployed === undefined ? null : <DeployedToken deployed={deployed} symbol={sentSymbol} />}
    </>
  );
}
