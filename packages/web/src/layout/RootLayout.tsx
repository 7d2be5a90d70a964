import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useStartupProbe } from '../app/useStartupProbe';
import { PageSpinner } from '../components/PageSpinner';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import styles from './RootLayout.module.css';

/** Header and footer around every page; a spinner stands in while the next page's code loads. */
export function RootLayout() {
  useStartupProbe();
  const navigation = useNavigation();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {navigation.state === 'loading' ? <PageSpinner /> : <Outlet />}
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
