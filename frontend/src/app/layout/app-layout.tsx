import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { CallLink } from '@/components/call-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { LanguageNotice } from './language-switch';
import { layoutCopy } from './layout-copy';
import { SkipLink } from './skip-link';
import { useAnalytics } from './use-analytics';
import { useDocumentTitle } from './use-document-title';
import { useScrollToTop } from './use-scroll-to-top';
import { useOutboxDelivery, useVisitSource } from './use-visit-and-outbox';
import callStyles from './call-link.module.css';
import styles from './app-layout.module.css';

const MAIN_CONTENT_ID = 'main-content';
const ADMIN_AREA = '/admin/';

/**
 * The staff workspace (every admin page past the login) brings its own frame in `main`: side
 * navigation and its own header. The site's marketing header, footer and call bar stay off it.
 */
const isAdminWorkspace = (pathname: string): boolean =>
  pathname.startsWith(ADMIN_AREA) && pathname.replace(/\/+$/, '') !== paths.admin.login;

// Loaded only when a kept submission ends on a page with no notification area (a content page).
const OutboxToastHost = lazy(() =>
  import('../outbox-toast-host').then((host) => ({ default: host.OutboxToastHost })),
);

/*
 * Leaf components for what changes on its own after the first paint (the runtime settings arrive,
 * a kept submission is sent): their re-renders stay out of the layout. A re-render of the layout
 * while React is still hydrating the page's boundaries in slices makes it hydrate all the rest in
 * one long task (docs/architecture.md#first-load).
 */
function Analytics() {
  useAnalytics();
  return null;
}

function OutboxNotifications() {
  const needsHost = useOutboxDelivery();
  return needsHost ? (
    <Suspense>
      <OutboxToastHost />
    </Suspense>
  ) : null;
}

export function AppLayout() {
  useDocumentTitle();
  useScrollToTop();
  useVisitSource();
  const { pathname } = useLocation();

  // The same tree either way: switching frames must not remount the page (and its store) below.
  const workspace = isAdminWorkspace(pathname);

  return (
    <div className={workspace ? undefined : styles.layout}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {/*
        Header and footer are Suspense boundaries of their own, as the page is: React hydrates
        each boundary in short slices after the first paint, not the whole site in one long task
        (docs/architecture.md#first-load). A click on one before then is replayed once it is.
      */}
      {!workspace && (
        <Suspense>
          <SiteHeader />
        </Suspense>
      )}
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {/* Link clicks are transitions: the current page stays until the next page's code has loaded. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      {!workspace && (
        <Suspense>
          <SiteFooter />
        </Suspense>
      )}
      {/* Phones only (CSS): the number one tap away wherever the visitor has scrolled. */}
      {!workspace && <CallLink placement="call_bar" lead={layoutCopy.callBar} className={callStyles.bar} />}
      {!workspace && <LanguageNotice />}
      <Analytics />
      <OutboxNotifications />
    </div>
  );
}
