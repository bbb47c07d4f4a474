import { useEffect, useId, useRef, useState } from 'react';
import { isValidEmail } from '@trucking-finance/contracts';
import type { FieldRules } from '@/components/form/fields';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  usePublicForm,
} from '@/components/form/form';
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';
import { clientLoginCopy as copy } from '@/content/client-login';
import { errorStatus } from '@/lib/api-error';
import type { ApiCall } from '@/lib/api-on-demand';
import type { clientAuthApi } from './client-auth-api';
import styles from './client-login-form.module.css';

interface LinkRequestValues {
  email: string;
}

/** The address on the account, judged trimmed (docs/product.md#client-login). */
const emailRules: FieldRules = {
  validate: (value: string) => {
    const email = value.trim();
    if (!email) return copy.form.emailRequired;
    return isValidEmail(email) || copy.form.emailInvalid;
  },
};

interface LinkRequestFormProps {
  callApi: ApiCall<typeof clientAuthApi>;
  /** Id of the card's heading, which names the form. */
  labelledBy: string;
}

/**
 * Asks for a sign-in link (POST /api/client-auth/link). The server answers the same whoever the
 * address belongs to, so the page does too: one sentence built from what was typed.
 */
export function LinkRequestForm({ callApi, labelledBy }: LinkRequestFormProps) {
  const form = usePublicForm<LinkRequestValues>({ email: '' });
  useTypedBeforeHydration(form);
  const [isSending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const hintId = useId();

  // The form (and the button that had focus) gives way to the answer: focus goes to the answer.
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const submit = async ({ email }: LinkRequestValues) => {
    if (isSending) return;
    const address = email.trim();
    setFailure(null);
    setSending(true);
    try {
      await callApi((authApi, dispatch) =>
        dispatch(authApi.endpoints.requestClientSignInLink.initiate({ email: address })).unwrap(),
      );
      setSentTo(address);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 400) form.setError('email', { message: copy.form.emailInvalid }, { shouldFocus: true });
      else setFailure(status === 429 ? copy.failures.rateLimited : copy.failures.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {sentTo === null && (
        <Form form={form} onSubmit={submit} aria-labelledby={labelledBy} aria-describedby={hintId}>
          <p id={hintId} className={styles.intro}>
            {copy.form.intro}
          </p>
          <FormField
            control={form.control}
            name="email"
            rules={emailRules}
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
                  />
                </FormControl>
                <FormMessage className={styles.error} />
              </FormItem>
            )}
          />
          <button type="submit" className={styles.submit} disabled={isSending}>
            {isSending ? copy.form.sending : copy.form.submit}
          </button>
        </Form>
      )}
      <div aria-live="polite">
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        {sentTo !== null && (
          <div className={styles.sent}>
            <h3 ref={sentHeading} tabIndex={-1} className={styles.sentHeading}>
              {copy.linkSent.heading}
            </h3>
            <p>{copy.linkSent.text(sentTo)}</p>
            <button type="button" className={styles.secondary} onClick={() => setSentTo(null)}>
              {copy.linkSent.again}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
