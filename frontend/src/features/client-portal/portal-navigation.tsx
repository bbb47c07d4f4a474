import { NavLink } from 'react-router';
import { clientPortalCopy as copy } from '@/content/client-portal';
import styles from './client-portal.module.css';

/**
 * The portal's own navigation under the site header: one row of equal tabs that fits a 390 px
 * phone (a label wraps before the row scrolls), each tab at least 44 px tall; the current page is
 * marked for assistive tech (aria-current) and by eye.
 */
export function PortalNavigation() {
  return (
    <nav aria-label={copy.navigation.label} className={styles.navigation}>
      <ul className={`container ${styles.tabs}`}>
        {copy.navigation.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={styles.tab}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
