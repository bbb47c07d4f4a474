import { Icon } from './icon';
import styles from './check-list.module.css';

interface CheckListProps {
  items: readonly string[];
  className?: string;
}

/** A list of points, each marked with a check. */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <Icon name="check" size={20} className={styles.check} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
