import { useState } from 'react';
import { ActionButton } from '../../components/form/ActionButton';
import styles from '../../components/form/Form.module.css';
import { SelectField } from '../../components/form/SelectField';
import { PageLayout } from '../../components/layout/PageLayout';
import { Panel } from '../../components/layout/Panel';
import { BROWSER_COMPILERS, DEFAULT_COMPILER, DEFAULT_EVM_VERSION } from '../../solc/versions';
import { CompileMessages } from './CompileMessages';
import { CompileSettingsFields, type CompileSettingsForm } from './CompileSettingsFields';
import { DeployPanel } from './DeployPanel';
import { DEFAULT_SOURCE } from './defaultSource';
import { SolidityEditor } from './SolidityEditor';
import { useCompile } from './useCompile';

const INITIAL_SETTINGS: CompileSettingsForm = {
  compilerVersion: DEFAULT_COMPILER.version,
  optimizer: false,
  runs: '200',
  evmVersion: DEFAULT_EVM_VERSION,
};

/** Write or paste Solidity, compile it in the browser, deploy it through the connected wallet. */
export default function ContractsDeploymentPage() {
  const [source, setSource] = useState(DEFAULT_SOURCE);
  const [settings, setSettings] = useState(INITIAL_SETTINGS);
  const [runsError, setRunsError] = useState<string>();
  const [chosen, setChosen] = useState('');
  const { state, compile } = useCompile();

  function startCompile() {
    const runs = settings.runs.trim();
    if (settings.optimizer && !/^\d{1,10}$/.test(runs)) {
      setRunsError('Runs is a whole number (200 is the usual value).');
      return;
    }
    setRunsError(undefined);
    setChosen('');
    const compiler =
      BROWSER_COMPILERS.find((c) => c.version === settings.compilerVersion) ?? DEFAULT_COMPILER;
    void compile(source, compiler, { ...settings, runs: Number(runs) });
  }

  const contracts = state.status === 'done' ? state.contracts : [];
  const contract = contracts.find((c) => c.name === chosen) ?? contracts.at(-1);
  return (
    <PageLayout title="Contracts Deployment">
      <Panel title="Source">
        <div className={`${styles.card} ${styles.form}`}>
          <SolidityEditor value={source} onChange={setSource} label="Solidity source" />
          <CompileSettingsFields
            value={settings}
            onChange={(patch) => setSettings((old) => ({ ...old, ...patch }))}
            runsError={runsError}
          />
          <div className={styles.actions}>
            <ActionButton type="button" busy={state.status === 'compiling'} onClick={startCompile}>
              Compile
            </ActionButton>
            {state.status === 'compiling' ? (
              <span className={styles.hint}>
                Compiling with solc {state.version} in the background (the first compile loads the ~9 MB
                compiler)…
              </span>
            ) : null}
            {state.status === 'done' ? (
              <span className={styles.hint}>Compiled: {contracts.map((c) => c.name).join(', ')}.</span>
            ) : null}
          </div>
          {state.status === 'done' || state.status === 'failed' ? (
            <CompileMessages
              errors={state.status === 'failed' ? state.errors : []}
              warnings={state.warnings}
            />
          ) : null}
        </div>
      </Panel>
      {state.status === 'done' && contracts.length > 1 ? (
        <SelectField
          id="deploy-contract"
          label="Contract to deploy"
          value={contract?.name ?? ''}
          options={contracts.map((c) => ({ value: c.name, label: c.name }))}
          onChange={setChosen}
        />
      ) : null}
      {state.status === 'done' && contract !== undefined ? (
        <DeployPanel
          key={`${contract.name}:${contract.bytecode.length}:${contract.bytecode.slice(-16)}`}
          contract={contract}
          source={state.source}
          settings={state.settings}
        />
      ) : null}
    </PageLayout>
  );
}
