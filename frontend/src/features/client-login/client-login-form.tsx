import { isValidEmail } from '@trucking-finance/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { brand } from '@/content/brand';
import { clientLoginCopy as copy } from '@/content/client-login';
import { useClientPortalUrl } from './client-portal';
import styles from './client-login-form.module.css';

/** "(801) 555-0187" → "sms:+18015550187". */
const smsHref = (display: string): string => {
  const digits = display.replace(/[^0-9+]/g, '');
  return `sms:${digits.startsWith('+') ? digits : `+1${digits}`}`;
};

function emailProblem(email: string): string | undefined {
  if (!email) return copy.form.emailRequired;
  if (!isValidEmail(email)) return copy.form.emailInvalid;
  return undefined;
}

/**
 * The email-only sign-in of spec §2: a plain HTML form that posts the email to the secure client
 * portal in a new tab. The browser does the posting; this only checks the address first.
 */
export function ClientLoginForm() {
  const portalUrl = useClientPortalUrl();
  const [error, setError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const emailId = useId();
  const errorId = useId();
  const hintId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const email = emailRef.current?.value.trim() ?? '';
    const problem = emailProblem(email);
    setError(problem);
    if (problem) {
      event.preventDefault();
      emailRef.current?.focus();
    }
  };

  return (
    <div className={styles.card}>
      <h2 id={headingId} className={styles.heading}>
        {copy.form.heading}
      </h2>
      <p id={hintId} className={styles.intro}>
        {copy.form.intro}
      </p>
      <form
        aria-labelledby={headingId}
        action={portalUrl}
        method="post"
        target="_blank"
        rel="noopener"
        noValidate
        onSubmit={handleSubmit}
      >
        <label htmlFor={emailId} className={styles.label}>
          {copy.form.emailLabel}
        </label>
        <input
          ref={emailRef}
          id={emailId}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          onChange={() => setError(undefined)}
        />
        {error && (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        )}
        <button type="submit" className={styles.submit}>
          {copy.form.submit}
          <span className="visually-hidden"> {copy.form.newTab}</span>
        </button>
      </form>

      <p className={styles.forgot}>
        <a href={portalUrl} target="_blank" rel="noopener noreferrer">
          {copy.forgotPassword}
          <span className="visually-hidden"> {copy.form.newTab}</span>
        </a>
      </p>

      <div className={styles.links}>
        <p>
          {copy.newClient.text} <Link to={copy.newClient.to}>{copy.newClient.label}</Link>
        </p>
        <p>
          <Link to={copy.backHome.to}>{copy.backHome.label}</Link>
        </p>
      </div>

      <div className={styles.support}>
        <h3 className={styles.supportHeading}>{copy.support.heading}</h3>
        <p>
          {copy.support.textLead} <a href={smsHref(brand.textNumber)}>{brand.textNumber}</a>{' '}
          {copy.support.emailLead} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>{' '}
          {copy.support.closing}
        </p>
      </div>
    </div>
  );
}
