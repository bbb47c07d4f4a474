import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_LIMIT } from '@trucking-finance/contracts';

export type ToastVariant = 'default' | 'destructive';

export interface ToastContent {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Omit<ToastContent, 'description'>> {
  id: number;
  description?: string;
}

export interface ToastState {
  toasts: Toast[];
  nextId: number;
}

const initialState: ToastState = { toasts: [], nextId: 1 };

/** The notification queue (docs/product.md#toasts): at most TOAST_LIMIT at a time, the newest replacing the oldest. */
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown(state, { payload }: PayloadAction<ToastContent>) {
      const toast: Toast = { variant: 'default', ...payload, id: state.nextId };
      state.nextId += 1;
      state.toasts = [toast, ...state.toasts].slice(0, TOAST_LIMIT);
    },
    toastDismissed(state, { payload: id }: PayloadAction<number>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== id);
    },
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;

export const selectToasts = (state: { toast: ToastState }): Toast[] => state.toast.toasts;
