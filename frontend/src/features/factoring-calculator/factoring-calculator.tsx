import { useId } from 'react';
import {
  calculateFactoring,
  factoringDefaults,
  factoringInputBounds,
  formatPercent,
} from '@trucking-finance/contracts';
import { NumberField } from '@/components/tool-form/tool-fields';
import styles from '@/components/tool-form/tool-form.module.css';
import { useCalculatorForm } from '@/components/tool-form/use-calculator-form';
import {
  annualRateExplanation,
  annualRateLabel,
  annualRateNotApplicable,
  factoringInputs,
  factoringParsers,
  factoringResultRows,
  payoutTimingNote,
  staleResultsNote,
} from './factoring-calculator-copy';

/** The factoring calculator of spec §9: what an invoice pays out, and what the fee costs per year. */
export function FactoringCalculator() {
  const { texts, errors, outcome, stale, setField, reset, onSubmit, formRef } = useCalculatorForm(
    factoringDefaults,
    factoringParsers,
    calculateFactoring,
  );
  const resultsHeadingId = useId();

  return (
    <div className={styles.form}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <div className={styles.fields}>
          {factoringInputs.map(({ key, label, hint }) => (
            <NumberField
              key={key}
              name={key}
              label={label}
              hint={hint}
              value={texts[key]}
              bounds={factoringInputBounds[key]}
              error={errors[key]}
              onChange={(raw) => setField(key, raw)}
            />
          ))}
        </div>
        <div className={styles.actions}>
          <button type="submit" className={`${styles.button} ${styles.primary}`}>
            Calculate
          </button>
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={reset}>
            Reset
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {outcome && (
          <section className={styles.results} aria-labelledby={resultsHeadingId}>
            <h3 id={resultsHeadingId} className={styles.resultsHeading}>
              Your Factoring Estimate
            </h3>
            <dl className={styles.resultList}>
              {factoringResultRows.map(({ label, value, featured }) => (
                <div
                  key={label}
                  className={featured ? `${styles.resultItem} ${styles.featured}` : styles.resultItem}
                >
                  <dt>{label}</dt>
                  <dd>{value(outcome.result)}</dd>
                </div>
              ))}
              <div className={`${styles.resultItem} ${styles.featured}`}>
                <dt>{annualRateLabel}</dt>
                <dd>
                  {outcome.result.annualizedRate === null
                    ? annualRateNotApplicable
                    : formatPercent(outcome.result.annualizedRate)}
                </dd>
              </div>
            </dl>
            <p className={styles.note}>{annualRateExplanation(outcome.inputs, outcome.result)}</p>
            <p className={styles.note}>{payoutTimingNote}</p>
          </section>
        )}
        {!outcome && stale && <p className={styles.note}>{staleResultsNote}</p>}
      </div>
    </div>
  );
}
