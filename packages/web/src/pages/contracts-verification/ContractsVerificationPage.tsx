import { useSearchParams } from 'react-router';
import styles from '../../components/form/Form.module.css';
import { PageLayout } from '../../components/layout/PageLayout';
import { VerificationFormView } from './VerificationFormView';

/** Verification of a deployed contract's source; `?address=&contractName=&compilerVersion=` fill the form. */
export default function ContractsVerificationPage() {
  const [params] = useSearchParams();
  const prefill = Object.fromEntries(
    (['address', 'contractName', 'compilerVersion'] as const).flatMap((key) => {
      const value = params.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
  return (
    <PageLayout title="Contracts Verification">
      <p className={styles.hint}>
        The sources are compiled on the server with the chosen solc and compared with the code on chain,
        metadata hash aside. Once verified, the source and ABI show on the contract page and decode its calls
        and events.
      </p>
      <VerificationFormView prefill={prefill} />
    </PageLayout>
  );
}
