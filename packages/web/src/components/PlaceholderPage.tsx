import { NotAvailableYet } from './NotAvailableYet';
import { PageLayout } from './PageLayout';

/** A screen that belongs to another part of the work: its title and frame, and an honest note. */
export function PlaceholderPage({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <PageLayout title={title} {...(subtitle === undefined ? {} : { subtitle })}>
      <NotAvailableYet />
    </PageLayout>
  );
}
