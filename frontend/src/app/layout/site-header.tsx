import { BrandLogo } from '@/components/brand-logo';
import { brand } from '@/content/brand';
import { CallLink } from '@/components/call-link';
import { HeaderActions } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { layoutCopy } from './layout-copy';
import { MainNavigation } from './main-navigation';
import { MobileMenu } from './mobile-menu';
import callStyles from './call-link.module.css';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <BrandLogo name={brand.name} />
        <MainNavigation className={styles.nav} listClassName={styles.links} linkClassName={styles.link} />
        <CallLink
          placement="header"
          lead={layoutCopy.call}
          numberOnly
          className={callStyles.header}
          textClassName={callStyles.headerText}
        />
        <HeaderActions className={styles.actions} clientLoginClassName={styles.clientLogin} />
        <LanguageSwitch className={styles.language} />
        <MobileMenu />
      </div>
    </header>
  );
}
