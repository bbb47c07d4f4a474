import { useId } from 'react';
import { mcNumberDigits, type ClientAccountResponse } from '@trucking-finance/contracts';
import { clientDashboardCopy as copy } from '@/content/client-dashboard';
import { Detail } from './detail';
import styles from './client-dashboard.module.css';

/** "123456" or "MC-123456" → "MC 123456". */
const mcText = (mcNumber: string) => `MC ${mcNumberDigits(mcNumber) ?? mcNumber}`;

/** The company the client signs in for, and its terms in plain words (contract Part 3, "The dashboard"). */
export function CompanyAndTerms({ account }: { account: ClientAccountResponse | undefined }) {
  const headingId = useId();
  const client = account?.client;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.company.heading}
      </h2>
      {client && (
        <>
          <dl className={styles.details}>
            <Detail term={copy.account.company} value={client.companyName} />
            <Detail term={copy.company.dotNumber} value={client.dotNumber} />
            <Detail term={copy.company.mcNumber} value={client.mcNumber && mcText(client.mcNumber)} />
            <Detail term={copy.company.status} value={copy.company.statuses[client.status]} />
          </dl>
          <p className={styles.terms}>{copy.company.terms(client.terms)}</p>
          <p className={styles.recourse}>{copy.company.recourse(client.terms)}</p>
        </>
      )}
    </section>
  );
}
