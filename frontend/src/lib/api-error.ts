import type { ApiErrorBody } from '@trucking-finance/contracts';
import { useCallback } from 'react';
import { useToast } from '@/components/toast/use-toast';
import { readAdminToken } from './admin-token';

/** Reading the failures RTK Query hands back (`{ status, data }`), whatever the endpoint. */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The API's error body (`{ success: false, error, details? }`) inside an RTK Query error, if the server sent one. */
export function apiErrorBodyOf(error: unknown): ApiErrorBody | undefined {
  const data = isRecord(error) ? error.data : undefined;
  return isRecord(data) && typeof data.error === 'string' ? (data as unknown as ApiErrorBody) : undefined;
}

/** The server's sentence in an error answer (`{ success: false, error }`), if there is one. */
export function serverErrorMessage(error: unknown): string | undefined {
  const message = apiErrorBodyOf(error)?.error;
  return message?.trim() ? message : undefined;
}

/** The HTTP status of a failed call, or undefined when the server was not reached. */
export function errorStatus(error: unknown): number | undefined {
  const status = isRecord(error) ? error.status : undefined;
  return typeof status === 'number' ? status : undefined;
}

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
