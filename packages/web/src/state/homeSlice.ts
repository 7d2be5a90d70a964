import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The spec's home state: the POX price shown in the header area and the connected wallet's address. */
export interface HomeState {
  poxPrice: number;
  walletAddress: string;
}

export const initialHomeState: HomeState = { poxPrice: 0, walletAddress: '' };

export const homeSlice = createSlice({
  name: 'home',
  initialState: initialHomeState,
  reducers: {
    poxPriceUpdated(state, action: PayloadAction<number>) {
      state.poxPrice = action.payload;
    },
    walletConnected(state, action: PayloadAction<string>) {
      state.walletAddress = action.payload;
    },
    walletDisconnected(state) {
      state.walletAddress = '';
    },
  },
});

export const { poxPriceUpdated, walletConnected, walletDisconnected } = homeSlice.actions;
