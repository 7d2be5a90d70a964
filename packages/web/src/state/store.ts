import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  type Persistor,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import { homeSlice } from './homeSlice';
import { sessionStorageAdapter } from './sessionStorage';

/** The product's persist key: redux-persist stores the state in sessionStorage as `persist:poxscan`. */
export const PERSIST_KEY = 'poxscan';
export const PERSIST_TIMEOUT_MS = 5000;

const rootReducer = combineReducers({ home: homeSlice.reducer });

export function createAppStore(storage: Storage = sessionStorageAdapter()) {
  const reducer = persistReducer(
    { key: PERSIST_KEY, storage, timeout: PERSIST_TIMEOUT_MS, whitelist: ['home'] },
    rootReducer,
  );
  const store = configureStore({
    reducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
  const persistor: Persistor = persistStore(store);
  return { store, persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
