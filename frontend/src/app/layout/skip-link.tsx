import { layoutCopy } from './layout-copy';
import styles from './skip-link.module.css';

export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {layoutCopy.skipToContent}
    </a>
  );
}
