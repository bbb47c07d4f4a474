import { clientDashboardCopy as copy } from '@/content/client-dashboard';
import styles from './client-dashboard.module.css';

/** One row of a card's details: a term and its value, or "Not provided". */
export function Detail({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{value || copy.account.notProvided}</dd>
    </div>
  );
}
