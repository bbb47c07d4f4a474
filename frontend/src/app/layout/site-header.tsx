import { BrandLogo } from '@/components/brand-logo';
import { ButtonLink } from '@/components/button-link';
import { headerActions } from '@/content/navigation';
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
          <ButtonLink to={headerActions.clientLogin.to} variant="outline" className={styles.clientLogin}>
            {headerActions.clientLogin.label}
          </ButtonLink>
          <ButtonLink to={headerActions.getQuote.to}>{headerActions.getQuote.label}</ButtonLink>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
