import { type FormEvent, useState } from 'react';
import { ArgumentInputs } from '../../components/contract/ArgumentInputs';
import { ActionButton } from '../../components/form/ActionButton';
import styles from '../../components/form/Form.module.css';
import { Panel } from '../../components/layout/Panel';
import { type CompiledContract, type CompileSettings, constructorOf } from '../../deployment/compilation';
import {
  DEFAULT_DEPLOY_SETTINGS,
  type DeploySettings,
  type DeploySettingsErrors,
  validateDeploySettings,
} from '../../deployment/deploySettings';
import { encodeConstructorArguments, useDeploy } from '../../deployment/useDeploy';
import { DeployedContract } from './DeployedContract';
import { DeploySettingsFields } from './DeploySettingsFields';

/** Constructor arguments (a field per ABI input), fee and energy settings, and the deployment through the wallet. */
export function DeployPanel({
  contract,
  source,
  settings,
}: {
  contract: CompiledContract;
  source: string;
  settings: CompileSettings;
}) {
  const { inputs, payable } = constructorOf(contract);
  const [values, setValues] = useState<string[]>(() => inputs.map(() => ''));
  const [deploySettings, setDeploySettings] = useState<DeploySettings>(DEFAULT_DEPLOY_SETTINGS);
  const [errors, setErrors] = useState<DeploySettingsErrors & { arguments?: string }>({});
  const { owner, deploying, deployed, deploy } = useDeploy();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: DeploySettingsErrors & { arguments?: string } = validateDeploySettings(
      deploySettings,
      payable,
    );
    let parameterHex = '';
    try {
      parameterHex = encodeConstructorArguments(contract, values);
    } catch (error) {
      found.arguments = (error as Error).message;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) await deploy(contract, parameterHex, deploySettings);
  }

  return (
    <Panel title={`Deploy ${contract.name}`}>
      <form
        className={`${styles.card} ${styles.form}`}
        aria-label={`Deploy ${contract.name}`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {inputs.length === 0 ? <p className={styles.hint}>The constructor takes no arguments.</p> : null}
        <ArgumentInputs
          id="deploy-argument"
          inputs={inputs}
          values={values}
          onChange={(i, v) => setValues((old) => old.map((x, j) => (j === i ? v : x)))}
        />
        {errors.arguments === undefined ? null : (
          <p className={styles.error} role="alert">
            {errors.arguments}
          </p>
        )}
        <DeploySettingsFields
          value={deploySettings}
          errors={errors}
          payable={payable}
          onChange={(patch) => setDeploySettings((old) => ({ ...old, ...patch }))}
        />
        <div className={styles.actions}>
          <ActionButton busy={deploying} disabled={owner === ''}>
            Deploy
          </ActionButton>
          {owner === '' ? (
            <span className={styles.hint}>Connect a wallet (Connect Wallet, at the top) to deploy.</span>
          ) : null}
        </div>
      </form>
      {deployed === undefined ? null : (
        <DeployedContract deployed={deployed} name={contract.name} source={source} settings={settings} />
      )}
    </Panel>
  );
}
