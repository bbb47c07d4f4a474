import type { ReactNode } from 'react';
import styles from './cta-band.module.css';

interface CtaBandProps {
  /** Unique on the page; labels the band. */
  id: string;
  title: string;
  text: string;
  /** The calls to action: ButtonLinks or plain links. */
  children: ReactNode;
}

/** A closing call to action on a navy band. */
export function CtaBand({ id, title, text, children }: CtaBandProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.band}>
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
