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

export function AppLayout() {
  useDocumentTitle();
  useAnalytics();
  useScrollToTop();
  useVisitSource();
  const outboxNeedsHost = useOutboxDelivery();
  const { pathname } = useLocation();

  // The same tree either way: switching frames must not remount the page (and its store) below.
  const workspace = isAdminWorkspace(pathname);

  return (
    <div className={workspace ? undefined : styles.layout}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {!workspace && <SiteHeader />}
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {/* Link clicks are transitions: the current page stays until the next page's code has loaded. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      {!workspace && <SiteFooter />}
      {/* Phones only (CSS): the number one tap away wherever the visitor has scrolled. */}
      {!workspace && <CallLink placement="call_bar" lead={layoutCopy.callBar} className={callStyles.bar} />}
      {!workspace && <LanguageNotice />}
      {outboxNeedsHost && (
        <Suspense>
          <OutboxToastHost />
        </Suspense>
      )}
    </div>
  );
}
