import { NavLink } from 'react-router';
import { primaryLinks } from '@/content/navigation';
import { layoutCopy } from './layout-copy';

interface MainNavigationProps {
  className?: string;
  listClassName: string;
  linkClassName: string;
  /** Called when a link is chosen (the side menu closes itself). */
  onNavigate?: () => void;
}

/** The site's main links, shared by the header bar and the small-screen side menu. */
export function MainNavigation({ className, listClassName, linkClassName, onNavigate }: MainNavigationProps) {
  return (
    <nav aria-label={layoutCopy.mainNavigation} className={className}>
      <ul className={listClassName}>
        {primaryLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={linkClassName} onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
