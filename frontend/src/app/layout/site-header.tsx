import { BrandLogo } from '@/components/brand-logo';
import { ButtonLink } from '@/components/button-link';
import { headerActions } from '@/content/navigation';
import { trackEvent } from '@/lib/analytics';
import { MainNavigation } from './main-navigation';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <BrandLogo />
        <MainNavigation className={styles.nav} listClassName={styles.links} linkClassName={styles.link} />
        <div className={styles.actions}>
          <ButtonLink
            to={headerActions.clientLogin.to}
            variant="outline"
            className={styles.clientLogin}
            onClick={() => trackEvent('client_login_click', { category: 'engagement', label: 'navigation' })}
          >
            {headerActions.clientLogin.label}
          </ButtonLink>
          <ButtonLink
            to={headerActions.getQuote.to}
            onClick={() => trackEvent('get_quote_click', { category: 'engagement', label: 'navigation' })}
          >
            {headerActions.getQuote.label}
          </ButtonLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
