import type { VerifyBody } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ActionButton } from '../../components/form/ActionButton';
import styles from '../../components/form/Form.module.css';
import { AddressLink } from '../../components/links/AddressLink';
import { TxLink } from '../../components/links/TxLink';
import { type CompileSettings, SOURCE_FILE } from '../../deployment/compilation';
import type { Deployed } from '../../deployment/useDeploy';
import { useVerification } from '../../verification/useVerification';
import { VerificationOutcome } from '../../verification/VerificationOutcome';

const SPDX = /SPDX-License-Identifier:\s*([A-Za-z0-9.+()\- ]+?)\s*(\*\/|$)/m;

/** The new contract: its page, its transaction, and a one-click verification with the same source and settings. */
export function DeployedContract({
  deployed,
  name,
  source,
  settings,
}: {
  deployed: Deployed;
  name: string;
  source: string;
  settings: CompileSettings;
}) {
  const verification = useVerification();
  const license = SPDX.exec(source)?.[1];
  const verify = () =>
    verification.send({
      address: deployed.address,
      contractName: name,
      compilerVersion: settings.compilerVersion,
      sourceType: 'single-file',
      sourceCode: source,
      fileName: SOURCE_FILE,
      optimizer: settings.optimizer,
      ...(settings.optimizer ? { optimizerRuns: settings.runs } : {}),
      evmVersion: settings.evmVersion as VerifyBody['evmVersion'],
      ...(license === undefined ? {} : { license }),
    });
  return (
    <div className={styles.card} role="status" aria-label="Deployed contract">
      <p className={styles.success}>
        {name} is deployed at <AddressLink address={deployed.address} full contract /> in block{' '}
        {deployed.blockNumber.toLocaleString('en-US')}.
      </p>
      <p>
        Transaction: <TxLink hash={deployed.txid} full />
      </p>
      <div className={styles.actions}>
        <Link className={styles.secondary} to={paths.address(deployed.address)}>
          Open the contract
        </Link>
        <ActionButton
          type="button"
          secondary
          busy={verification.sending}
          disabled={verification.job?.status === 'verified'}
          onClick={verify}
        >
          Verify the source
        </ActionButton>
      </div>
      {verification.refusal === undefined ? null : (
        <p className={styles.failure}>{verification.refusal.message}</p>
      )}
      {verification.job === undefined ? null : <VerificationOutcome job={verification.job} />}
    </div>
  );
}
