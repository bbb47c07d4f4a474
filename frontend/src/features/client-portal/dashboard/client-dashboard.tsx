import { useId } from 'react';
import { ButtonLink } from '@/components/button-link';
import { JumpLink } from '@/components/jump-link';
import { PageHero } from '@/components/page-hero';
import { clientDashboardCopy as copy } from '@/content/client-dashboard';
import type { StoredClientUser } from '@/lib/client-session';
import { useGetClientAccountQuery } from '../portal-api';
import { useSignedInClient } from '../signed-in-client';
import { CompanyAndTerms } from './company-and-terms';
import { Detail } from './detail';
import { LogOutButton } from './log-out-button';
import { MoneyAtAGlance } from './money-at-a-glance';
import styles from './client-dashboard.module.css';

const MONEY_HEADING_ID = 'money-at-a-glance';

/**
 * The signed-in client's dashboard (docs/product.md#client-dashboard): the spec's welcome, account
 * information, quick actions and Log Out, and the portal: the company and its terms in plain
 * words, and the money at a glance (GET /api/client/account).
 */
export function ClientDashboard() {
  const { user } = useSignedInClient();
  const account = useGetClientAccountQuery();
  const actionsHeadingId = useId();

  return (
    <>
      <PageHero heading={copy.welcome(user.firstName || user.username)} lede={copy.lede} />
      <div className={`container ${styles.body}`}>
        <AccountInformation user={user} />

        <section className={styles.card} aria-labelledby={actionsHeadingId}>
          <h2 id={actionsHeadingId} className={styles.heading}>
            {copy.quickActions.heading}
          </h2>
          <div className={styles.actions}>
            <ButtonLink to={copy.quickActions.submitInvoice.to}>
              {copy.quickActions.submitInvoice.label}
            </ButtonLink>
            <JumpLink targetId={MONEY_HEADING_ID}>{copy.quickActions.viewBalance}</JumpLink>
            <ButtonLink to={copy.quickActions.checkBroker.to} variant="outline">
              {copy.quickActions.checkBroker.label}
            </ButtonLink>
          </div>
        </section>

        {/* One announcement for both panels below, which read the same answer. */}
        <div aria-live="polite" className={styles.wide}>
          {account.isLoading && (
            <p role="status" className={styles.status}>
              {copy.loading}
            </p>
          )}
          {account.isError && (
            <p role="alert" className={styles.failure}>
              {copy.failed}
            </p>
          )}
        </div>

        <CompanyAndTerms account={account.data} />
        <MoneyAtAGlance headingId={MONEY_HEADING_ID} balances={account.data?.balances} />
      </div>
    </>
  );
}

function AccountInformation({ user }: { user: StoredClientUser }) {
  const headingId = useId();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.account.heading}
      </h2>
      <dl className={styles.details}>
        <Detail term={copy.account.name} value={fullName} />
        <Detail term={copy.account.email} value={user.email} />
        <Detail term={copy.account.company} value={user.companyName} />
      </dl>
      <LogOutButton />
    </section>
  );
}
