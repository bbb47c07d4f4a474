import { useRef, useState } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { brand } from '@/content/brand';
import { CallLink } from '@/components/call-link';
import { HeaderActions } from './header-actions';
import { LanguageSwitch } from './language-switch';
import { layoutCopy } from './layout-copy';
import { MainNavigation } from './main-navigation';
import callStyles from './call-link.module.css';
import styles from './mobile-menu.module.css';

// A fixed id rather than useId: the prerendered and hydrated trees differ above the layout.
const PANEL_ID = 'site-menu';

/**
 * The small-screen menu button and the slide-in panel it opens: a modal <dialog>, so the browser
 * keeps focus inside, makes the page behind inert, closes it on Escape and gives focus back to
 * the button.
 */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);

  const open = () => {
    dialogRef.current?.showModal();
    setIsOpen(true);
  };
  // Every way out (a link, the close button, the backdrop, Escape) ends in the dialog's close event.
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        onClick={open}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.menuLabel}>{layoutCopy.menu}</span>
      </button>
      <dialog
        ref={dialogRef}
        id={PANEL_ID}
        className={styles.panel}
        aria-label={layoutCopy.siteMenu}
        onClose={() => setIsOpen(false)}
        // The panel's content fills the dialog, so a click on the dialog itself is on the backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.content}>
          <div className={styles.panelHeader}>
            <BrandLogo name={brand.name} onClick={close} />
            <button
              type="button"
              className={styles.closeButton}
              aria-label={layoutCopy.closeMenu}
              onClick={close}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <MainNavigation listClassName={styles.links} linkClassName={styles.link} onNavigate={close} />
          <HeaderActions className={styles.actions} onNavigate={close} />
          <CallLink placement="menu" lead={layoutCopy.call} className={callStyles.menu} />
          <LanguageSwitch className={styles.language} />
        </div>
      </dialog>
    </>
  );
}
