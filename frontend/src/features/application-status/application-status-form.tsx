import { useId, useState } from 'react';
import {
  isValidEmail,
  isValidReference,
  type LeadStatusLookupPayload,
  type LeadStatusLookupResponse,
} from '@trucking-finance/contracts';
import { TextField } from '@/components/form/fields';
import { Form, usePublicForm } from '@/components/form/form';
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';
import { applicationStatusCopy } from '@/content/application-status';
import { apiErrorBodyOf, errorStatus } from '@/lib/api-error';
import { useApiOnDemand } from '@/lib/api-on-demand';
import styles from './application-status.module.css';

const copy = applicationStatusCopy;
const loadStatusApi = () => import('./application-status-api').then((module) => module.applicationStatusApi);

const rules = {
  reference: {
    validate: (value: string) => {
      if (!value.trim()) return copy.form.referenceRequired;
      return isValidReference(value) || copy.form.referenceInvalid;
    },
  },
  email: {
    validate: (value: string) => {
      if (!value.trim()) return copy.form.emailRequired;
      return isValidEmail(value.trim()) || copy.form.emailInvalid;
    },
  },
};

/** The one sentence a failed lookup shows: never which of the two did not match. */
function failureOf(error: unknown): string {
  if (apiErrorBodyOf(error)?.code === 'lead_status_not_found') return copy.notFound;
  if (errorStatus(error) === 429) return copy.rateLimited;
  return copy.failed;
}

/** Where is my application? (docs/product.md#application-status): reference and email in, status and date out. */
export function ApplicationStatusForm() {
  const form = usePublicForm<LeadStatusLookupPayload>({ reference: '', email: '' });
  useTypedBeforeHydration(form);
  const callApi = useApiOnDemand(loadStatusApi);
  const [isLoading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<LeadStatusLookupResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();
  const introId = useId();

  const submit = async (values: LeadStatusLookupPayload) => {
    if (isLoading) return;
    setAnswer(null);
    setFailure(null);
    setLoading(true);
    try {
      const payload = { reference: values.reference.trim(), email: values.email.trim() };
      setAnswer(
        await callApi((applicationStatusApi, dispatch) =>
          dispatch(applicationStatusApi.endpoints.lookUpLeadStatus.initiate(payload)).unwrap(),
        ),
      );
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setLoading(false);
    }
  };

  const status = answer && copy.statuses[answer.status];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.form.heading}
      </h2>
      <p id={introId} className={styles.intro}>
        {copy.form.intro}
      </p>
      <Form form={form} onSubmit={submit} aria-labelledby={headingId} aria-describedby={introId}>
        <div className={styles.fields}>
          <TextField
            name="reference"
            label={copy.form.referenceLabel}
            hint={copy.form.referenceHint}
            rules={rules.reference}
            required
            autoComplete="off"
          />
          <TextField
            name="email"
            type="email"
            label={copy.form.emailLabel}
            rules={rules.email}
            required
            autoComplete="email"
          />
        </div>
        <button type="submit" className={styles.submit} disabled={isLoading}>
          {isLoading ? copy.form.submitting : copy.form.submit}
        </button>
      </Form>

      <div aria-live="polite">
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
        {answer && status && (
          <div className={styles.result}>
            <h3 className={styles.resultHeading}>{copy.resultHeading}</h3>
            <dl className={styles.resultList}>
              <div>
                <dt>{copy.kindLabel}</dt>
                <dd>{copy.kinds[answer.kind]}</dd>
              </div>
              <div>
                <dt>{copy.statusLabel}</dt>
                <dd>{status.label}</dd>
              </div>
            </dl>
            <p className={styles.detail}>{status.detail}</p>
            <p className={styles.detail}>{copy.submittedOn(answer.submittedAt)}</p>
          </div>
        )}
      </div>
    </section>
  );
}
