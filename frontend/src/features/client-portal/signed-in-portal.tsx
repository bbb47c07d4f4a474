import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { clientPortalCopy as copy } from '@/content/client-portal';
import { ApiStoreProvider } from '@/lib/api';
import type { SignedInClient } from './signed-in-client';
import styles from './client-portal.module.css';

/**
 * What a signed-in client's pages share: one store for as long as they move among the portal's
 * pages (an account fetched on the dashboard is not fetched again on the way back), and the
 * session, which the pages read with `useSignedInClient`.
 */
export function SignedInPortal({ session }: { session: SignedInClient }) {
  return (
    <ApiStoreProvider>
      <Suspense
        fallback={
          <p role="status" className={`container ${styles.loadingPage}`}>
            {copy.checking.loadingPage}
          </p>
        }
      >
        <Outlet context={session} />
      </Suspense>
    </ApiStoreProvider>
  );
}
