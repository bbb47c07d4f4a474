import { useId } from 'react';
import { Link } from 'react-router';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  usePublicForm,
} from '@/components/form/form';
import { clientLoginCopy as copy } from '@/content/client-login';
import { portalEmailRules, useClientPortalUrl } from './client-portal';
import styles from './client-login-form.module.css';
import { useBrandDetails } from '@/lib/brand-details';

/** "(801) 555-0187" → "sms:+18015550187". */
const smsHref = (display: string): string => {
  const digits = display.replace(/[^0-9+]/g, '');
  return `sms:${digits.startsWith('+') ? digits : `+1${digits}`}`;
};

/**
 * The email-only sign-in of docs/product.md#client-login: a plain HTML form that posts the email to the secure client
 * portal in a new tab. The browser does the posting; this only checks the address first.
 */
export function ClientLoginForm() {
  const portalUrl = useClientPortalUrl();
  const contact = useBrandDetails();
  const form = usePublicForm({ email: '' });
  const headingId = useId();
  const hintId = useId();

  return (
    <div className={styles.card}>
      <h2 id={headingId} className={styles.heading}>
        {copy.form.heading}
      </h2>
      <p id={hintId} className={styles.intro}>
        {copy.form.intro}
      </p>
      <Form
        form={form}
        nativeSubmit
        aria-labelledby={headingId}
        action={portalUrl}
        method="post"
        target="_blank"
        rel="noopener"
      >
        <FormField
          control={form.control}
          name="email"
          rules={portalEmailRules}
          render={({ field }) => (
            <FormItem className={styles.field}>
              <FormLabel className={styles.label}>{copy.form.emailLabel}</FormLabel>
              <FormControl>
                <input
                  {...field}
                  className={styles.input}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  aria-describedby={hintId}
                />
              </FormControl>
              <FormMessage className={styles.error} />
            </FormItem>
          )}
        />
        <button type="submit" className={styles.submit}>
          {copy.form.submit}
          <span className="visually-hidden"> {copy.form.newTab}</span>
        </button>
      </Form>

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
