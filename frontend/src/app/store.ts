import { configureStore } from '@reduxjs/toolkit';
import { toastSlice } from '@/components/toast/toast-slice';
import { api } from '@/lib/api';

/** A fresh store each time the store layout mounts: per page load, prerendered page and test. */
export function setupStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      [toastSlice.name]: toastSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppDispatch = ReturnType<typeof setupStore>['dispatch'];
