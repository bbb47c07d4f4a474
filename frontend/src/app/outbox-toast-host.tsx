import { useState } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { toastSlice } from '@/components/toast/toast-slice';
import { Toaster } from '@/components/toast/toaster';
import { OutboxToasts } from './outbox-toasts';

/**
 * The notification area of a content page (no store of its own), loaded only when the outbox
 * has something to tell the visitor there: a toast-only store, the outbox's toasts, the Toaster.
 */
export function OutboxToastHost() {
  const [store] = useState(() => configureStore({ reducer: { [toastSlice.name]: toastSlice.reducer } }));
  return (
    <Provider store={store}>
      <OutboxToasts />
      <Toaster />
    </Provider>
  );
}
