import { CheckList } from './check-list';
import { Icon, type IconName } from './icon';
import styles from './feature-grid.module.css';

/** A benefit, advantage or segment: icon, title, description and optional points. */
export interface Feature {
  title: string;
  description: string;
  icon?: IconName;
  points?: readonly string[];
}

interface FeatureGridProps {
  features: readonly Feature[];
  /** Widest number of columns; the grid drops columns as the screen narrows. */
  columns?: 2 | 3 | 4;
  /** Level of each card's title; 3 under a section's h2. */
  headingLevel?: 3 | 4;
}

/** Cards in a responsive grid, one per feature. */
export function FeatureGrid({ features, columns = 3, headingLevel = 3 }: FeatureGridProps) {
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={`${styles.grid} ${styles[`columns${columns}`]}`}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          {feature.icon && (
            <span className={styles.iconBadge}>
              <Icon name={feature.icon} size={26} />
            </span>
          )}
          <Title className={styles.title}>{feature.title}</Title>
          <p className={styles.description}>{feature.description}</p>
          {feature.points && <CheckList items={feature.points} className={styles.points} />}
        </li>
      ))}
    </ul>
  );
}
