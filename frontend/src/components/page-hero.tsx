import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  heading: string;
  lede: string;
  /** Calls to action shown under the lede. */
  children?: ReactNode;
  /** Artwork beside the text on wide screens, under it on narrow ones. */
  media?: ReactNode;
}

export function PageHero({ eyebrow, heading, lede, children, media }: PageHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner} ${media ? styles.withMedia : ''}`}>
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.lede}>{lede}</p>
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {media && <div className={styles.media}>{media}</div>}
      </div>
    </section>
  );
}
