import type { VerifyBody } from '@poxscan/api/schemas';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import styles from '../../components/form/Form.module.css';
import { type CompileSettings, SOURCE_FILE } from '../../deployment/compilation';
import { DeployedCard } from '../../deployment/DeployedCard';
import type { Deployed } from '../../deployment/useDeploy';

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
  const license = SPDX.exec(source)?.[1];
  return (
    <DeployedCard
      label="Deployed contract"
      deployed={deployed}
      name={name}
      links={
        <Link className={styles.secondary} to={paths.address(deployed.address)}>
          Open the contract
        </Link>
      }
      verifyBody={() => ({
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
      })}
    />
  );
}
