import {
  calculateFactoring,
  factoringDefaults,
  factoringInputBounds,
  feeInPlainWords,
  formatPercent,
} from '@trucking-finance/contracts';
import { NumberField } from '@/components/tool-form/tool-fields';
import styles from '@/components/tool-form/tool-form.module.css';
import { ResultItem, ToolActions, ToolResults } from '@/components/tool-form/tool-results';
import { useCalculatorForm } from '@/components/tool-form/use-calculator-form';
import { feeInPlainWordsText } from '@/content/fee-in-plain-words';
import {
  annualRateLabel,
  annualRateNotApplicable,
  factoringCalculatorLabels,
  factoringInputs,
  factoringResultRows,
  payoutTimingNote,
  staleResultsNote,
} from './factoring-calculator-copy';
import { factoringParsersOf } from './factoring-parsers';

const factoringParsers = factoringParsersOf(factoringInputs);

/** The factoring calculator of docs/product.md#factoring-calculator: what an invoice pays out, and what the fee costs per year. */
export function FactoringCalculator() {
  const { texts, errors, outcome, stale, setField, reset, onSubmit, formRef } = useCalculatorForm(
    factoringDefaults,
    factoringParsers,
    calculateFactoring,
  );

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
        <ToolActions submitLabel={factoringCalculatorLabels.submit} onReset={reset} />
      </form>

      <ToolResults
        heading={factoringCalculatorLabels.resultsHeading}
        outcome={outcome}
        stale={stale}
        staleNote={staleResultsNote}
        rows={factoringResultRows}
        moreItems={({ result }) => (
          <ResultItem label={annualRateLabel} featured>
            {result.annualizedRate === null ? annualRateNotApplicable : formatPercent(result.annualizedRate)}
          </ResultItem>
        )}
        notes={({ inputs }) => (
          <>
            <p className={styles.note}>{feeInPlainWordsText(feeInPlainWords(inputs))}</p>
            <p className={styles.note}>{payoutTimingNote}</p>
          </>
        )}
      />
    </div>
  );
}
