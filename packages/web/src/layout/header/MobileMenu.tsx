import * as Accordion from '@radix-ui/react-accordion';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { ChevronDownIcon, CloseIcon } from '../../components/icons/icons';
import { useRuntimeConfig } from '../../config/ConfigContext';
import { linkOrNone } from '../../config/links';
import { SearchBox } from '../../search/SearchBox';
import { ConnectWalletButton } from '../../wallet/ConnectWalletButton';
import styles from './MobileMenu.module.css';
import { MENU, type MenuItem } from './menu';

/** The slide-in menu: one accordion, so only one section is open at a time. */
export default function MobileMenu({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { networkName, explorers } = useRuntimeConfig();
  const close = () => onOpenChange(false);
  const networkItems: MenuItem[] = [
    { label: 'Testnet', href: linkOrNone(explorers.testnet) },
    { label: 'Mainnet', href: linkOrNone(explorers.mainnet) },
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <SearchBox onNavigate={close} />
          <nav aria-label="Main">
            <Accordion.Root type="single" collapsible className={styles.sections}>
              {MENU.map((row) =>
                row.items === undefined ? (
                  <Link key={row.label} to={row.href ?? '/'} className={styles.rowLink} onClick={close}>
                    {row.label}
                  </Link>
                ) : (
                  <MenuSection key={row.label} label={row.label} items={row.items} onNavigate={close} />
                ),
              )}
              <MenuSection
                label={`Network: ${networkName}`}
                items={networkItems}
                onNavigate={close}
                external
              />
            </Accordion.Root>
          </nav>
          <div className={styles.wallet}>
            <ConnectWalletButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MenuSection(props: {
  label: string;
  items: MenuItem[];
  onNavigate: () => void;
  external?: boolean;
}) {
  return (
    <Accordion.Item value={props.label} className={styles.section}>
      <Accordion.Header className={styles.sectionHeader}>
        <Accordion.Trigger className={styles.trigger}>
          {props.label}
          <ChevronDownIcon />
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className={styles.content}>
        <ul className={styles.items}>
          {props.items.map((item) => (
            <li key={item.label}>
              {item.href === undefined ? (
                <span className={styles.placeholder} aria-disabled="true">
                  {item.label} <span className={styles.soon}>Coming soon</span>
                </span>
              ) : props.external ? (
                <a href={item.href} className={styles.item}>
                  {item.label}
                </a>
              ) : (
                <Link to={item.href} className={styles.item} onClick={props.onNavigate}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Accordion.Content>
    </Accordion.Item>
  );
}
