import { Link } from 'react-router';
import { paths } from '../../app/paths';
import styles from '../../components/form/Form.module.css';
import { DeployedCard } from '../../deployment/DeployedCard';
import type { Deployed } from '../../deployment/useDeploy';
import artifact from './prc20Artifact.json';

/** The new token: its page, the token list, and verification of the template's exact sources. */
export function DeployedToken({ deployed, symbol }: { deployed: Deployed; symbol: string }) {
  return (
    <DeployedCard
      label="Deployed token"
      deployed={deployed}
      name={symbol}
      note="It appears in the token list once the explorer has indexed its first transfer."
      links={
        <>
          <Link className={styles.secondary} to={paths.tokenDetails(deployed.address)}>
            Open the token
          </Link>
          <Link className={styles.secondary} to={paths.tokens}>
            All tokens
          </Link>
        </>
      }
      verifyBody={() => ({
        address: deployed.address,
        contractName: artifact.contractName,
        compilerVersion: artifact.compilerVersion.replace(/\+.*$/, ''),
        sourceType: 'standard-json',
        standardJson: artifact.standardJsonInput as {
          language: 'Solidity';
          sources: Record<string, { content: string }>;
        },
        license: 'MIT',
      })}
    />
  );
}
