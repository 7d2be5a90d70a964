import { lazy, Suspense } from 'react';
import { type Location, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useStartupProbe } from '../app/useStartupProbe';
import { PageSpinner } from '../components/feedback/PageSpinner';
import { Header } from './header/Header';
import styles from './RootLayout.module.css';

// Below the fold (the content area is a screen tall): it loads and renders after the first paint,
// which on a slow phone is most of the DOM the first render would otherwise build.
const Footer = lazy(() => import('./footer/Footer').then(({ Footer }) => ({ default: Footer })));

/**
 * Every page loaded in full (a typed address, a link from outside) has the history key "default", so
 * keyed by it a new address in the tab came back to where the last such page was scrolled. Keyed by its
 * address instead, it starts at the top, and a reload still keeps its place; back and forward within
 * the app keep theirs by history entry.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

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
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
