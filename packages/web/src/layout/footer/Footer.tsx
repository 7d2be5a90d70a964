import { Link } from 'react-router';
import { Logo } from '../../components/layout/Logo';
import { ExternalLink } from '../../components/links/ExternalLink';
import { useRuntimeConfig } from '../../config/ConfigContext';
import styles from './Footer.module.css';
import { FooterColumns } from './FooterColumns';
import { footerColumns } from './footerLinks';
import { ScrollToTop } from './ScrollToTop';
import { socialLinks } from './socialLinks';

export const FOOTER_TAGLINE = 'The Best Blockchain Explorer of POX';

export function Footer() {
  const config = useRuntimeConfig();
  const columns = footerColumns({ walletSite: config.walletSiteUrl, apiDocs: `${config.api.node}/api/docs` });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link to="/" className={styles.logoLink} aria-label="PoxScan home">
            <Logo />
          </Link>
          <p className={styles.tagline}>{FOOTER_TAGLINE}</p>
          <ul className={styles.social} aria-label="PoxScan elsewhere">
            {socialLinks(config.walletSiteUrl).map(({ label, href, Icon }) => (
              <li key={label}>
                <ExternalLink href={href} aria-label={label} className={styles.socialLink}>
                  <Icon />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumns columns={columns} />
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>© 2021-2025 PoxScan. All rights reserved.</p>
        <ScrollToTop />
      </div>
    </footer>
  );
}
