import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { CallLink } from '@/components/call-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useAnalytics } from './use-analytics';
import { useDocumentTitle } from './use-document-title';
import { useScrollToTop } from './use-scroll-to-top';
import callStyles from './call-link.module.css';
import styles from './app-layout.module.css';

const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  useDocumentTitle();
  useAnalytics();
  useScrollToTop();

  return (
    <div className={styles.layout}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader />
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {/* Link clicks are transitions: the current page stays until the next page's code has loaded. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {/* Phones only (CSS): the number one tap away wherever the visitor has scrolled. */}
      <CallLink placement="call_bar" lead="Call us" className={callStyles.bar} />
    </div>
  );
}
