import { useId, useState } from 'react';
import { mcNumberDigits, type BrokerCheckResponse } from '@trucking-finance/contracts';
import { TextField, type FieldRules } from '@/components/form/fields';
import { Form, usePublicForm } from '@/components/form/form';
import { PageHero } from '@/components/page-hero';
import { clientBrokersCopy as copy } from '@/content/client-brokers';
import { errorStatus } from '@/lib/api-error';
import { useLazyCheckBrokerQuery } from '../portal-api';
import styles from './broker-check.module.css';

interface BrokerCheckValues {
  mcNumber: string;
}

const mcNumberRules: FieldRules = {
  validate: (value: string) => {
    if (!value.trim()) return copy.form.required;
    return mcNumberDigits(value) !== null || copy.form.invalid;
  },
};

/** The sentence for a check that did not answer a broker; a 401 ends the session instead (lib/api.tsx). */
function failureOf(error: unknown): string {
  switch (errorStatus(error)) {
    case 400:
      return copy.failures.invalid;
    case 429:
      return copy.failures.rateLimited;
    case 503:
      return copy.failures.unavailable;
    default:
      return copy.failures.failed;
  }
}

/**
 * The broker check (docs/product.md#broker-check): an MC number in (GET /api/client/brokers/{mc}),
 * out the broker's name, whether we buy its invoices, whether FMCSA lets it operate and how fast it
 * usually pays. Never a credit limit.
 */
export function BrokerCheck() {
  const form = usePublicForm<BrokerCheckValues>({ mcNumber: '' });
  const [checkBroker, { isFetching }] = useLazyCheckBrokerQuery();
  const [broker, setBroker] = useState<BrokerCheckResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingId = useId();

  const submit = async ({ mcNumber }: BrokerCheckValues) => {
    const digits = mcNumberDigits(mcNumber);
    if (!digits || isFetching) return;
    setBroker(null);
    setFailure(null);
    try {
      setBroker(await checkBroker(digits).unwrap());
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <>
      <PageHero heading={copy.heading} lede={copy.lede} />
      <div className={`container ${styles.body}`}>
        <section className={styles.card} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.heading}>
            {copy.form.heading}
          </h2>
          <Form form={form} onSubmit={submit} aria-labelledby={headingId} className={styles.form}>
            <TextField
              name="mcNumber"
              label={copy.form.label}
              hint={copy.form.hint}
              rules={mcNumberRules}
              required
              inputMode="numeric"
              autoComplete="off"
              className={styles.field}
            />
            <button type="submit" className={styles.submit} disabled={isFetching}>
              {isFetching ? copy.form.checking : copy.form.submit}
            </button>
          </Form>

          <div aria-live="polite" aria-busy={isFetching}>
            {isFetching && (
              <p role="status" className={styles.checking}>
                {copy.form.checking}
              </p>
            )}
            {failure && (
              <p role="alert" className={styles.failure}>
                {failure}
              </p>
            )}
            {broker && <BrokerAnswer broker={broker} />}
          </div>
        </section>
      </div>
    </>
  );
}

function BrokerAnswer({ broker }: { broker: BrokerCheckResponse }) {
  const { result } = copy;
  const authority =
    broker.allowedToOperate === null
      ? result.authorityUnknown
      : broker.allowedToOperate
        ? result.authorityYes
        : result.authorityNo;
  return (
    <article className={`${styles.answer} ${styles[broker.decision]}`}>
      <h3 className={styles.answerHeading}>{result.heading(broker.mcNumber)}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{result.name}</dt>
          <dd>{broker.name ?? result.nameUnknown}</dd>
        </div>
        <div>
          <dt>{result.decision}</dt>
          <dd className={styles.decision}>{result.decisions[broker.decision]}</dd>
        </div>
        <div>
          <dt>{result.authority}</dt>
          <dd>{authority}</dd>
        </div>
        <div>
          <dt>{result.daysToPay}</dt>
          <dd>
            {broker.averageDaysToPay === null ? result.daysUnknown : result.days(broker.averageDaysToPay)}
          </dd>
        </div>
      </dl>
    </article>
  );
}
