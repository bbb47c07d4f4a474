import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useAnalytics } from './use-analytics';
import { useDocumentTitle } from './use-document-title';
import styles from './app-layout.module.css';

const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  useDocumentTitle();
  useAnalytics();

  return (
    <div className={styles.layout}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader />
      {/* Focusable so the skip link moves keyboard focus, not just the scroll position. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
