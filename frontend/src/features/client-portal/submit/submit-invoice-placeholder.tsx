import { ButtonLink } from '@/components/button-link';
import { PageHero } from '@/components/page-hero';
import { clientPortalCopy } from '@/content/client-portal';
import styles from './submit-invoice-placeholder.module.css';

const copy = clientPortalCopy.submitInvoice;

/** `/client-dashboard/submit` until load submission ships: says so plainly, and how to send an invoice meanwhile. */
export function SubmitInvoicePlaceholder() {
  return (
    <>
      <PageHero heading={copy.heading} lede={copy.lede} />
      <div className={`container ${styles.body}`}>
        <section className={styles.card}>
          <p className={styles.notYet}>{copy.notYet}</p>
          <p>{copy.meanwhile}</p>
          <ButtonLink to={copy.back.to}>{copy.back.label}</ButtonLink>
        </section>
      </div>
    </>
  );
}
