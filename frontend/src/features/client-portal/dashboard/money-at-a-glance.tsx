import { clientBalanceKeys, formatCents, type ClientBalances } from '@trucking-finance/contracts';
import { clientDashboardCopy as copy } from '@/content/client-dashboard';
import styles from './client-dashboard.module.css';

interface MoneyAtAGlanceProps {
  /** The heading "View Account Balance" jumps to (focusable for that). */
  headingId: string;
  balances: ClientBalances | undefined;
}

/** The five balances in dollars, each with one plain line on what it is (contract Part 3, "The dashboard"). */
export function MoneyAtAGlance({ headingId, balances }: MoneyAtAGlanceProps) {
  const nothingYet = balances && clientBalanceKeys.every((key) => balances[key] === 0);
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className={styles.heading}>
        {copy.money.heading}
      </h2>
      <p className={styles.intro}>{copy.money.intro}</p>
      {balances && (
        <>
          <dl className={styles.figures}>
            {clientBalanceKeys.map((key) => (
              <div key={key} className={styles.figure}>
                <dt>{copy.money.figures[key].label}</dt>
                <dd className={styles.amount}>{formatCents(balances[key])}</dd>
                <dd className={styles.explanation}>{copy.money.figures[key].explanation}</dd>
              </div>
            ))}
          </dl>
          {nothingYet && <p className={styles.nothingYet}>{copy.money.nothingYet}</p>}
        </>
      )}
    </section>
  );
}
