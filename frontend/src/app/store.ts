import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { toastSlice } from '@/components/toast/toast-slice';
import { api } from './api';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [toastSlice.name]: toastSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store per browser page, per prerendered page and per test. */
export function setupStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
