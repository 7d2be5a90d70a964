import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { poxPriceUpdated, walletConnected } from './homeSlice';
import { createAppStore, PERSIST_TIMEOUT_MS } from './store';

const STORAGE_KEY = 'persist:poxscan';

async function restored(storage?: Parameters<typeof createAppStore>[0]) {
  const app = createAppStore(storage);
  await vi.waitFor(() => expect(app.persistor.getState().bootstrapped).toBe(true));
  return app;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('home state', () => {
  it('starts with poxPrice 0 and an empty walletAddress', async () => {
    const { store } = await restored();
    expect(store.getState().home).toEqual({ poxPrice: 0, walletAddress: '' });
  });

  it('is kept in sessionStorage under the product key', async () => {
    const { store, persistor } = await restored();
    store.dispatch(walletConnected('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'));
    store.dispatch(poxPriceUpdated(0.12));
    await persistor.flush();
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    expect(JSON.parse(saved.home)).toEqual({
      poxPrice: 0.12,
      walletAddress: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    });
  });

  it('is restored from sessionStorage by the next page load', async () => {
    const first = await restored();
    first.store.dispatch(walletConnected('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7'));
    await first.persistor.flush();
    const second = await restored();
    expect(second.store.getState().home.walletAddress).toBe('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
  });

  it('renders nothing until the state is restored', async () => {
    let release = (_value: string | null) => {};
    const slowStorage = {
      getItem: () => new Promise<string | null>((resolve) => (release = resolve)),
      setItem: async () => {},
      removeItem: async () => {},
    };
    const { store, persistor } = createAppStore(slowStorage);
    render(
      <Provider store={store}>
        <PersistGate loading={null} persistor={persistor}>
          <p>app</p>
        </PersistGate>
      </Provider>,
    );
    expect(screen.queryByText('app')).not.toBeInTheDocument();
    await act(async () => release(null));
    expect(await screen.findByText('app')).toBeInTheDocument();
  });

  it('gives up waiting for storage after 5000 ms and starts from the defaults', async () => {
    vi.useFakeTimers();
    const stuck = {
      getItem: () => new Promise<string | null>(() => {}),
      setItem: async () => {},
      removeItem: async () => {},
    };
    const { store, persistor } = createAppStore(stuck);
    await vi.advanceTimersByTimeAsync(PERSIST_TIMEOUT_MS - 1);
    expect(persistor.getState().bootstrapped).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(persistor.getState().bootstrapped).toBe(true);
    expect(store.getState().home).toEqual({ poxPrice: 0, walletAddress: '' });
  });
});
