import styles from '../../components/form/Form.module.css';
import { PageLayout } from '../../components/layout/PageLayout';
import artifact from './prc20Artifact.json';
import { TokenFormView } from './TokenFormView';

/** A standard PRC20 token in one step, from a reviewed template, through the connected wallet. */
export default function Prc20TokenDeploymentPage() {
  return (
    <PageLayout title="PRC20 Token Deployment">
      <p className={styles.hint}>
        The token is OpenZeppelin Contracts {artifact.openZeppelin}'s ERC20, compiled with solc{' '}
        {artifact.compilerVersion.replace(/\+.*$/, '')}: the well-reviewed standard, with optional owner
        minting and holder burning fixed at creation. You own it and receive the whole initial supply.
      </p>
      <TokenFormView />
    </PageLayout>
  );
}
