import styles from '../../components/form/Form.module.css';
import { PageLayout } from '../../components/layout/PageLayout';
import { SupportFormView } from './SupportFormView';

export default function SupportPage() {
  return (
    <PageLayout title="Support">
      <p className={styles.hint}>
        Questions, bug reports, token information or API access: write to the PoxScan team. Fields marked *
        are required.
      </p>
      <SupportFormView />
    </PageLayout>
  );
}
