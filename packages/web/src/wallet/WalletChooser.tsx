import * as Dialog from '@radix-ui/react-dialog';
import { useMemo } from 'react';
import { CloseIcon } from '../components/icons/icons';
import { useRuntimeConfig } from '../config/ConfigContext';
import { devnetWalletAccounts } from './devnet/devnetWallet';
import { shortAddress } from './shortAddress';
import type { WalletSource } from './useWalletConnection';
import styles from './WalletChooser.module.css';

/** Offered on a local devnet only: the Polink extension, or one of the devnet wallet's test accounts. */
export default function WalletChooser(props: {
  onChoose: (source: WalletSource) => void;
  onClose: () => void;
}) {
  const config = useRuntimeConfig();
  const accounts = useMemo(() => devnetWalletAccounts(config), [config]);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>Connect a wallet</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.text}>
            This explorer runs on a local devnet. Connect your Polink extension, or use a built-in test
            account: it signs without asking, with keys that are public, so use it for experiments only.
          </Dialog.Description>
          <button type="button" className={styles.option} onClick={() => props.onChoose({ kind: 'polink' })}>
            Polink extension
          </button>
          <h3 className={styles.subtitle}>Devnet test accounts</h3>
          <ul className={styles.accounts}>
            {accounts.map((account) => (
              <li key={account.address}>
                <button
                  type="button"
                  className={styles.option}
                  onClick={() => props.onChoose({ kind: 'devnet', account })}
                >
                  {account.label}
                  <span className={styles.address} title={account.address}>
                    {shortAddress(account.address)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
