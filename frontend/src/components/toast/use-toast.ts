import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastShown, type ToastContent } from './toast-slice';

/** Shows a toast: `toast({ title, description, variant: 'destructive' })`. */
export function useToast(): (toast: ToastContent) => void {
  const dispatch = useDispatch();
  return useCallback((toast: ToastContent) => void dispatch(toastShown(toast)), [dispatch]);
}
