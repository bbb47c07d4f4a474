import type { ReactNode } from 'react';
import { CheckList } from './check-list';
import styles from './check-list-card.module.css';

interface CheckListCardProps {
  items: readonly string[];
  /** Shown under the list, such as a link to go further. */
  children?: ReactNode;
}

/** A short checklist in a centred white card: requirements, or who a service suits. */
export function CheckListCard({ items, children }: CheckListCardProps) {
  return (
    <div className={styles.card}>
      <CheckList items={items} />
      {children}
    </div>
  );
}
