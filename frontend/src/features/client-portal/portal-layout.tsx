import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PageHero } from '@/components/page-hero';
import { isClientPortalPath, paths } from '@/config/paths';
import { clientPortalCopy as copy } from '@/content/client-portal';
import { endClientSession } from '@/lib/client-session';
import { PortalNavigation } from './portal-navigation';
import { NOT_READ_YET, useClientSession } from './use-client-session';
import styles from './client-portal.module.css';

// The signed-in frame brings the store (Redux Toolkit, RTK Query) and the pages' code: fetched
// only once the browser has read a session, so a signed-out visit downloads none of it.
const SignedInPortal = lazy(() =>
  import('./signed-in-portal').then((module) => ({ default: module.SignedInPortal })),
);

/** Each page's heading and "Loading your account…", until the browser has read the session. */
function Checking() {
  const { pathname } = useLocation();
  const page = isClientPortalPath(pathname) ? pathname : paths.client.dashboard;
  return <PageHero heading={copy.checking.headings[page]} lede={copy.checking.lede} />;
}

/**
 * The client portal's pages (docs/product.md#client-portal): its navigation, then the page for a
 * signed-in client, or 'Please log in'. `fetchPage` fetches a page's code ahead (app/routes.tsx). The prerender and the hydration cannot know the session
 * and show the page's heading with "Loading your account…"; the browser then reads it. The page
 * holds at least a screen's height, so what it then shows grows below the fold instead of moving
 * the footer.
 */
export function ClientPortalLayout({ fetchPage }: { fetchPage?: (path: string) => void }) {
  const session = useClientSession();
  const { pathname } = useLocation();
  const ended = session !== NOT_READ_YET && session.status === 'signed-out' ? session.ended : undefined;

  // A session that ran out is removed, so nothing reads its token again.
  useEffect(() => {
    if (ended === 'expired') endClientSession('expired');
  }, [ended]);

  let page;
  if (session === NOT_READ_YET) {
    page = <Checking />;
  } else if (session.status === 'signed-out') {
    page = (
      <PageHero heading={copy.signedOut.heading} lede={copy.signedOut.lede}>
        {ended && (
          <p role="alert" className={styles.ended}>
            {copy.signedOut.sessionEnded}
          </p>
        )}
        <ButtonLink to={copy.signedOut.action.to}>{copy.signedOut.action.label}</ButtonLink>
      </PageHero>
    );
  } else {
    // The page's code is fetched beside the signed-in frame's, not after it.
    fetchPage?.(pathname);
    page = (
      <Suspense fallback={<Checking />}>
        <SignedInPortal session={session} />
      </Suspense>
    );
  }

  return (
    <div className={styles.page}>
      <PortalNavigation />
      {page}
    </div>
  );
}
