import { useEffect, useRef, useState } from 'react';
import { BrandLogo } from '@/components/brand-logo';
import { focusableElements, trapTabKey } from '@/lib/focus-trap';
import { HeaderActions } from './header-actions';
import { MainNavigation } from './main-navigation';
import styles from './mobile-menu.module.css';

// A fixed id rather than useId: the prerendered and hydrated trees differ above the layout.
const PANEL_ID = 'site-menu';

/** The small-screen menu button and the slide-in panel it opens. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => setIsOpen(false);

  useEffect(() => {
    if (!isOpen) return;
    const menuButton = menuButtonRef.current;
    const panel = panelRef.current;
    if (panel) focusableElements(panel)[0]?.focus();

    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      menuButton?.focus();
    };
  }, [isOpen]);

  return (
    <>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={isOpen}
        aria-controls={PANEL_ID}
        onClick={() => setIsOpen((open) => !open)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.menuLabel}>Menu</span>
      </button>
      <div className={styles.backdrop} hidden={!isOpen} onClick={close} />
      <div
        ref={panelRef}
        id={PANEL_ID}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label="Site menu"
        hidden={!isOpen}
        onKeyDown={trapTabKey}
      >
        <div className={styles.panelHeader}>
          <BrandLogo onClick={close} />
          <button type="button" className={styles.closeButton} aria-label="Close menu" onClick={close}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <MainNavigation listClassName={styles.links} linkClassName={styles.link} onNavigate={close} />
        <HeaderActions className={styles.actions} onNavigate={close} />
      </div>
    </>
  );
}
