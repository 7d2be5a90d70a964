import { useEffect } from 'react';

const PRODUCT = 'PoxScan';

/** Sets the tab title to "<page> | PoxScan". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${PRODUCT}`;
  }, [title]);
}
