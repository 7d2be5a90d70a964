import { useParams } from 'react-router';
import { PageLayout } from '../../components/layout/PageLayout';
import { ExportForm } from './ExportForm';
import styles from './ExportPage.module.css';

export default function ExportPage() {
  const { address = '' } = useParams();
  return (
    <PageLayout title="Download Data (CSV Export)">
      <section className={styles.card}>
        <p className={styles.intro}>
          Download the transfers of an address as a CSV file, for a range of dates or of blocks.
        </p>
        <ExportForm key={address} address={address} />
      </section>
    </PageLayout>
  );
}
