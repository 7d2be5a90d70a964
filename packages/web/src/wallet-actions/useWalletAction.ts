import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApiClient } from '../api/ApiContext';
import { notify } from '../app/notify';
import { useRuntimeConfig } from '../config/ConfigContext';
import { useAppSelector } from '../state/hooks';
import { WalletActionError } from './errors';
import type { ActionOutcome, WalletAction } from './types';

/** How often and how long the flow asks about a sent transaction (blocks come every few seconds). */
export const INCLUSION_POLL = { intervalMs: 1000, timeoutMs: 90_000 };
export const INDEXING_POLL = { intervalMs: 1000, timeoutMs: 30_000 };

export interface WalletActions {
  /** The connected address; empty when no wallet is connected. */
  owner: string;
  /** The label of this hook's action under way, if any. */
  pending: string | undefined;
  /** Runs an action; resolves with its block, or undefined once its failure has been toasted. */
  run(action: WalletAction): Promise<ActionOutcome | undefined>;
}

/**
 * Sends transactions through the connected wallet, with toasts and a refresh of the affected data. The
 * signing code (and the devnet wallet's keys) load on the first action.
 */
export function useWalletAction(): WalletActions {
  const api = useApiClient();
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const owner = useAppSelector((state) => state.home.walletAddress);
  const [pending, setPending] = useState<string>();

  const run = useCallback(
    async (action: WalletAction) => {
      setPending(action.label);
      const refresh = () => {
        for (const name of action.affects) void queryClient.invalidateQueries({ queryKey: [name] });
      };
      try {
        const [{ openActionToast }, { runWalletAction }, { connectedProvider }] = await Promise.all([
          import('./actionToast'),
          import('./runWalletAction'),
          import('../wallet/connectedProvider'),
        ]);
        const toast = await openActionToast(action.label);
        const provider = connectedProvider(config, owner);
        try {
          const outcome = await runWalletAction(
            {
              api,
              sign: provider === undefined ? undefined : (tx) => provider.signTransaction(tx),
              onStage: toast.stage,
              refresh,
              inclusion: INCLUSION_POLL,
              indexing: INDEXING_POLL,
            },
            action,
            owner,
          );
          toast.success(`confirmed in block ${outcome.blockNumber.toLocaleString('en-US')}.`);
          return outcome;
        } catch (error) {
          // A transaction that failed in its block still spent its fee.
          if (error instanceof WalletActionError && error.kind === 'failed') refresh();
          toast.failure(error instanceof Error ? error.message : String(error));
          return undefined;
        }
      } catch {
        // The action's code could not be loaded (offline, a new release): nothing was sent.
        notify.error(
          `${action.label} failed: the page could not load its wallet code. Reload and try again.`,
        );
        return undefined;
      } finally {
        setPending(undefined);
      }
    },
    [api, config, owner, queryClient],
  );
  return { owner, pending, run };
}
