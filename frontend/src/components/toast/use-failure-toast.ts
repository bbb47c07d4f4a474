import { useCallback } from 'react';
import { readAdminToken } from '@/lib/admin-token';
import { serverErrorMessage } from '@/lib/api-error';
import { useToast } from './use-toast';

/**
 * Says an admin call failed: a destructive toast, `title` over the server's sentence (or `fallback`).
 * Silent once the session is over, which says so itself: a refused token (401) ends it before the
 * call settles, and ending it aborts the calls still running.
 */
export function useFailureToast(): (error: unknown, title: string, fallback?: string) => void {
  const toast = useToast();
  return useCallback(
    (error: unknown, title: string, fallback?: string) => {
      if (!readAdminToken()) return;
      toast({ title, description: serverErrorMessage(error) ?? fallback, variant: 'destructive' });
    },
    [toast],
  );
}
