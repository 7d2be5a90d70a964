import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../components/feedback/Spinner';
import { useRuntimeConfig } from '../config/ConfigContext';
import styles from './ConnectWalletButton.module.css';
import { shortAddress } from './shortAddress';
import { useWalletConnection } from './useWalletConnection';

const WalletChooser = lazy(() => import('./WalletChooser'));

/**
 * 'Connect Wallet'; a spinner while connecting; once connected, the short address, disabled. On a local
 * devnet it first offers the built-in devnet wallet beside the extension.
 */
export function ConnectWalletButton() {
  const { address, connected, connecting, connect } = useWalletConnection();
  const { devnet } = useRuntimeConfig();
  const [choosing, setChoosing] = useState(false);

  let content = <>Connect Wallet</>;
  if (connected) content = <span title={address}>{shortAddress(address)}</span>;
  else if (connecting) content = <Spinner label="Connecting wallet" size={18} />;

  return (
    <>
      <button
        type="button"
        className={styles.button}
        disabled={connected || connecting}
        aria-label={connected ? `Wallet connected: ${address}` : undefined}
        onClick={() => (devnet ? setChoosing(true) : connect())}
      >
        {content}
      </button>
      {choosing ? (
        <Suspense fallback={null}>
          <WalletChooser
            onClose={() => setChoosing(false)}
            onChoose={(source) => {
              setChoosing(false);
              void connect(source);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
