import { useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast/use-toast';
import { paths } from '@/config/paths';
import { api } from '@/lib/api';
import { endAdminSession, readAdminSession, sessionEndsAt, subscribeAdminSession } from '@/lib/admin-token';
import { adminMessages } from './admin-messages';
import { useAdminToken } from './use-admin-token';

/** setTimeout holds at most this many milliseconds (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Shows its children only during a valid admin session. Without one it sends the visitor to the
 * login page; a session that runs out (24 hours) or that the server refuses mid-visit ends with a
 * toast saying so. The prerender and the hydration render the neutral checking state.
 */
export function RequireAdminSession({ children }: { children: ReactNode }) {
  const token = useAdminToken();
  const navigate = useNavigate();
  const toast = useToast();
  const dispatch = useDispatch();

  useEffect(
    () =>
      subscribeAdminSession((ended) => {
        if (ended === 'expired' || ended === 'rejected') {
          toast({ title: adminMessages.sessionEnded, variant: 'destructive' });
        }
      }),
    [toast],
  );

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      // A session left behind past its 24 hours is removed, flags and all (a no-op without one).
      endAdminSession('expired');
      // The admin's data goes with the session; the children are already gone, so nothing refetches.
      dispatch(api.util.resetApiState());
      void navigate(paths.admin.login, { replace: true });
      return;
    }
    const session = readAdminSession();
    if (!session) return;
    const remaining = Math.min(sessionEndsAt(session) - Date.now(), LONGEST_TIMER_MS);
    const timer = setTimeout(() => endAdminSession('expired'), Math.max(0, remaining));
    return () => clearTimeout(timer);
  }, [token, navigate, dispatch]);

  if (!token) {
    return (
      <p role="status" aria-live="polite">
        {adminMessages.checkingSession}
      </p>
    );
  }
  return children;
}
