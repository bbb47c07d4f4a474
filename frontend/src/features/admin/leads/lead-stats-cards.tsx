import { Card, Statistic } from 'antd';
import type { LeadStats } from '@trucking-finance/contracts';
import styles from './leads.module.css';

const cards: { key: keyof LeadStats; title: string }[] = [
  { key: 'totalQuotes', title: 'Total Quote Requests' },
  { key: 'totalFuelCardApplications', title: 'Total Fuel Card Applications' },
  { key: 'today', title: 'Today' },
  { key: 'uniqueCompanies', title: 'Unique Companies' },
];

/** The four numbers of the dashboard, counted by the server (Today in the business time zone). */
export function LeadStatsCards({ stats, loading }: { stats: LeadStats | undefined; loading: boolean }) {
  return (
    <section aria-label="Lead numbers" className={styles.stats}>
      {cards.map(({ key, title }) => (
        <Card key={key} size="small">
          <Statistic
            title={title}
            value={stats ? stats[key] : '—'}
            loading={loading}
            formatter={(value) => (typeof value === 'number' ? value.toLocaleString('en-US') : value)}
          />
        </Card>
      ))}
    </section>
  );
}
