import type { ClientUser } from '@trucking-finance/contracts';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ButtonLink } from '@/components/button-link';
import { PageHero } from '@/components/page-hero';
import { paths } from '@/config/paths';
import { clientDashboardCopy as copy } from '@/content/client-dashboard';
import { clearClientSession } from '@/lib/client-session';
import { NOT_READ_YET, useStoredClientUser } from './use-stored-client-user';
import styles from './client-dashboard.module.css';

/**
 * The client dashboard stub of docs/product.md#client-dashboard: who is signed in, and honest pointers to the coming portal.
 * The prerender cannot know who that is, so the page holds at least a screen's height: what the
 * browser then reads from storage grows the page below the fold instead of moving the footer.
 */
export function ClientDashboard() {
  return (
    <div className={styles.page}>
      <DashboardForStoredUser />
    </div>
  );
}

function DashboardForStoredUser() {
  const user = useStoredClientUser();

  if (user === NOT_READ_YET) {
    return <PageHero heading={copy.checking.heading} lede={copy.checking.lede} />;
  }
  if (!user) {
    return (
      <PageHero heading={copy.signedOut.heading} lede={copy.signedOut.lede}>
        <ButtonLink to={copy.signedOut.action.to}>{copy.signedOut.action.label}</ButtonLink>
      </PageHero>
    );
  }
  return <SignedInDashboard user={user} />;
}

type QuickAction = 'submitInvoice' | 'viewBalance';

function SignedInDashboard({ user }: { user: ClientUser }) {
  const navigate = useNavigate();
  const [quickAction, setQuickAction] = useState<QuickAction>();
  const accountHeadingId = useId();
  const actionsHeadingId = useId();
  const noticeHeadingId = useId();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  const logOut = () => {
    clearClientSession();
    void navigate(paths.home);
  };

  return (
    <>
      <PageHero heading={copy.welcome(user.firstName || user.username)} lede={copy.lede} />
      <div className={`container ${styles.body}`}>
        <section className={styles.card} aria-labelledby={accountHeadingId}>
          <h2 id={accountHeadingId} className={styles.heading}>
            {copy.account.heading}
          </h2>
          <dl className={styles.details}>
            <AccountDetail term={copy.account.name} value={fullName} />
            <AccountDetail term={copy.account.email} value={user.email} />
            <AccountDetail term={copy.account.company} value={user.companyName} />
          </dl>
          <button type="button" className={styles.secondaryButton} onClick={logOut}>
            {copy.logout}
          </button>
        </section>

        <section className={styles.card} aria-labelledby={actionsHeadingId}>
          <h2 id={actionsHeadingId} className={styles.heading}>
            {copy.quickActions.heading}
          </h2>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => setQuickAction('submitInvoice')}
            >
              {copy.quickActions.submitInvoice}
            </button>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => setQuickAction('viewBalance')}
            >
              {copy.quickActions.viewBalance}
            </button>
          </div>
          <div role="status" className={styles.actionMessage}>
            {quickAction && (
              <p>
                {quickAction === 'submitInvoice'
                  ? copy.quickActions.submitInvoiceMessage
                  : copy.quickActions.viewBalanceMessage}{' '}
                <Link to={copy.quickActions.portalLink.to}>{copy.quickActions.portalLink.label}</Link>
              </p>
            )}
          </div>
        </section>

        <section className={`${styles.card} ${styles.notice}`} aria-labelledby={noticeHeadingId}>
          <h2 id={noticeHeadingId} className={styles.heading}>
            {copy.portalNotice.heading}
          </h2>
          <p>{copy.portalNotice.text}</p>
        </section>
      </div>
    </>
  );
}

function AccountDetail({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{value || copy.account.notProvided}</dd>
    </div>
  );
}
