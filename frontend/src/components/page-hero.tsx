import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  lede: string;
  /** Calls to action shown under the lede. */
  children?: ReactNode;
}

export function PageHero({ eyebrow, heading, lede, children }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.lede}>{lede}</p>
        {children && <div className={styles.actions}>{children}</div>}
      </div>
    </section>
  );
}
