import { Icon, type IconName } from './icon';
import styles from './stat-list.module.css';

export interface Stat {
  /** The figure, large: "8+", "99.5%". Leave it out to show the icon in its place. */
  value?: string;
  /** What the figure counts, read after it: "Years in Business". */
  label: string;
  icon?: IconName;
}

interface StatListProps {
  stats: readonly Stat[];
  /** Names the list for assistive tech when no heading introduces it. */
  label?: string;
  /** `band` sits on a navy strip; `cards` are white cards on a light background. */
  variant?: 'band' | 'cards';
}

/** Key figures in a row that wraps on narrow screens. */
export function StatList({ stats, label, variant = 'cards' }: StatListProps) {
  return (
    <ul className={`${styles.list} ${styles[variant]}`} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className={styles.stat}>
          {stat.icon && <Icon name={stat.icon} size={44} className={styles.icon} />}
          {stat.value && <span className={styles.value}>{stat.value} </span>}
          <span className={styles.label}>{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
