import { paths } from '../../app/paths';
import { linkOrNone } from '../../config/links';

/** A footer link; without `href` it is a placeholder that leads nowhere yet. */
export interface FooterLink {
  label: string;
  href?: string;
}

export interface FooterColumn {
  title: string;
  links: FooterLink[];
}

/** The whitepaper ships with the app (public/pox-whitepaper.pdf). */
export const WHITEPAPER_PATH = '/pox-whitepaper.pdf';

export function footerColumns(urls: { walletSite: string; apiDocs: string }): FooterColumn[] {
  return [
    {
      title: 'About us',
      links: [
        { label: 'Terms & Conditions', href: paths.termsOfService },
        { label: 'Privacy Policy', href: paths.privacyPolicy },
        { label: 'Download Polink', href: linkOrNone(urls.walletSite) },
      ],
    },
    {
      title: 'Support',
      links: [
        { label: 'API docs', href: urls.apiDocs },
        { label: 'Advertise' },
        { label: 'Contact Us', href: paths.support },
      ],
    },
    {
      title: 'Resources',
      links: [
        { label: 'POX ETF' },
        { label: 'POX Architecture' },
        { label: 'POX Whitepaper', href: WHITEPAPER_PATH },
      ],
    },
  ];
}
