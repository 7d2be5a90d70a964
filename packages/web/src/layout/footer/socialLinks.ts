import type { ComponentType } from 'react';
import { InstagramIcon, MediumIcon, TelegramIcon, WalletIcon, XIcon } from '../../components/icons/icons';

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType;
}

/** The project's social accounts, and the wallet's site from the runtime config (when it has one). */
export function socialLinks(walletSite: string): SocialLink[] {
  const links = [
    { label: 'X', href: 'https://x.com/poxscan', Icon: XIcon },
    { label: 'Telegram', href: 'https://t.me/poxscan', Icon: TelegramIcon },
    { label: 'Instagram', href: 'https://www.instagram.com/poxscan', Icon: InstagramIcon },
    { label: 'Medium', href: 'https://medium.com/@poxscan', Icon: MediumIcon },
    { label: 'Polink wallet', href: walletSite, Icon: WalletIcon },
  ];
  return links.filter((link) => link.href.trim() !== '');
}
