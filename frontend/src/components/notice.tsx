import type { ReactNode } from 'react';
import { Icon } from './icon';
import styles from './notice.module.css';

interface NoticeProps {
  title: string;
  children: ReactNode;
}

/** A service notice set apart from the page's content (role="note"). */
export function Notice({ title, children }: NoticeProps) {
  return (
    <aside role="note" aria-label={title} className={styles.notice}>
      <Icon name="info" size={24} className={styles.icon} />
      <div>
        <p className={styles.title}>{title}</p>
        <div className={styles.body}>{children}</div>
      </div>
    </aside>
  );
}
