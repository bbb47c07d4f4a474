import { useId } from 'react';
import { Link } from 'react-router';
import { clientLoginCopy as copy } from '@/content/client-login';
import { useBrandDetails } from '@/lib/brand-details';
import { LinkRequestForm } from './link-request-form';
import { useSignInApi } from './use-sign-in-api';
import { useTokenLanding } from './use-token-landing';
import styles from './client-login-form.module.css';

/** "(801) 555-0187" → "sms:+18015550187". */
const smsHref = (display: string): string => {
  const digits = display.replace(/[^0-9+]/g, '');
  return `sms:${digits.startsWith('+') ? digits : `+1${digits}`}`;
};

/**
 * The email-only sign-in of docs/product.md#client-login: the form asks for a link by email; the
 * link brings the client back here with a token, which signs them in and opens the dashboard.
 */
export function ClientLoginForm() {
  const callApi = useSignInApi();
  const { landing, retry } = useTokenLanding(callApi);
  const contact = useBrandDetails();
  const headingId = useId();

  return (
    <div className={styles.card}>
      <h2 id={headingId} className={styles.heading}>
        {copy.form.heading}
      </h2>
      <div aria-live="polite">
        {landing === 'verifying' && (
          <p role="status" className={styles.landing}>
            {copy.landing.verifying}
          </p>
        )}
        {landing === 'refused' && (
          <p role="alert" className={styles.failure}>
            {copy.landing.refused}
          </p>
        )}
        {landing === 'failed' && (
          <div role="alert" className={styles.failure}>
            <p>{copy.landing.failed}</p>
            <button type="button" className={styles.secondary} onClick={retry}>
              {copy.landing.retry}
            </button>
          </div>
        )}
      </div>
      {landing !== 'verifying' && <LinkRequestForm callApi={callApi} labelledBy={headingId} />}

      <details className={styles.forgot}>
        <summary>{copy.forgotPassword.question}</summary>
        <p>{copy.forgotPassword.answer}</p>
      </details>

      <div className={styles.links}>
        <p>
          {copy.newClient.text} <Link to={copy.newClient.to}>{copy.newClient.label}</Link>
        </p>
        <p>
          {copy.applicationStatus.text}{' '}
          <Link to={copy.applicationStatus.to}>{copy.applicationStatus.label}</Link>
        </p>
        <p>
          <Link to={copy.backHome.to}>{copy.backHome.label}</Link>
        </p>
      </div>

      <div className={styles.support}>
        <h3 className={styles.supportHeading}>{copy.support.heading}</h3>
        <p>
          {copy.support.textLead} <a href={smsHref(contact.textNumber)}>{contact.textNumber}</a>{' '}
          {copy.support.emailLead} <a href={`mailto:${contact.supportEmail}`}>{contact.supportEmail}</a>{' '}
          {copy.support.closing}
        </p>
      </div>
    </div>
  );
}
