import { NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { ButtonLink } from '@/components/button-link';
import { headerActions, primaryLinks } from '@/content/navigation';
import { MobileMenu } from './mobile-menu';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <BrandLogo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
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
