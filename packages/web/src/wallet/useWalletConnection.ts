import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../app/notify';
import { useRuntimeConfig } from '../config/ConfigContext';
import { logger } from '../logger';
import { walletConnected } from '../state/homeSlice';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import type { DevnetAccount } from './devnet/devnetKeys';

/** Which wallet to connect: the Polink extension, or one of the devnet wallet's test accounts. */
export type WalletSource = { kind: 'polink' } | { kind: 'devnet'; account: DevnetAccount };

/**
 * The header's wallet state: connected when an address is stored, connecting while a connection runs.
 * A failed connection is only logged; the state stays unconnected. Wallet code loads on first use.
 */
export function useWalletConnection() {
  const address = useAppSelector((state) => state.home.walletAddress);
  const dispatch = useAppDispatch();
  const config = useRuntimeConfig();
  const [connecting, setConnecting] = useState(false);
  // Waiting for the extension stops when the header goes away (e.g. the mobile menu closes).
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const connect = useCallback(
    async (source: WalletSource = { kind: 'polink' }) => {
      setConnecting(true);
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      try {
        const [{ connectWallet }, { findPolink }] = await Promise.all([
          import('./connect'),
          import('./provider'),
        ]);
        const findProvider =
          source.kind === 'devnet'
            ? await import('./devnet/devnetProvider').then(({ createDevnetProvider }) => {
                const provider = createDevnetProvider(source.account, config.networkName);
                return () => provider;
              })
            : () => findPolink();
        const result = await connectWallet({
          findProvider,
          expectedNetwork: config.networkName,
          notify: (message) => notify.error(message),
          signal: controller.signal,
        });
        dispatch(walletConnected(result.wallet_address));
      } catch (error) {
        logger.error('wallet connection failed', error);
      } finally {
        if (!controller.signal.aborted) setConnecting(false);
      }
    },
    [config.networkName, dispatch],
  );

  return { address, connected: address !== '', connecting, connect };
}
