import { Link } from 'react-router';
import {
  creditRatings,
  estimateRate,
  rateDefaults,
  rateInputBounds,
  rateToolIndustries,
} from '@trucking-finance/contracts';
import { NumberField, SelectField } from '@/components/tool-form/tool-fields';
import styles from '@/components/tool-form/tool-form.module.css';
import { ToolActions, ToolResults } from '@/components/tool-form/tool-results';
import { useCalculatorForm } from '@/components/tool-form/use-calculator-form';
import { paths } from '@/config/paths';
import {
  creditRatingLabels,
  firmQuoteAfterLink,
  firmQuoteLinkText,
  illustrativeNote,
  industryLabels,
  rateEstimateRows,
  rateFieldCopy,
  rateFieldMessages,
  rateToolLabels,
  staleEstimateNote,
  weeklyCashNote,
} from './rate-quote-copy';
import { rateParsersOf } from './rate-parsers';

const rateParsers = rateParsersOf(rateFieldMessages);

/** The rate quote tool of docs/product.md#rate-quote-tool: an illustrative rate, range, risk profile and weekly cash. */
export function RateQuoteTool() {
  const { texts, errors, outcome, stale, setField, reset, onSubmit, formRef } = useCalculatorForm(
    rateDefaults,
    rateParsers,
    estimateRate,
  );
  // The three number inputs are alike but for their key.
  const numberField = (key: keyof typeof rateInputBounds) => (
    <NumberField
      name={key}
      {...rateFieldCopy[key]}
      value={texts[key]}
      bounds={rateInputBounds[key]}
      error={errors[key]}
      onChange={(raw) => setField(key, raw)}
    />
  );

  return (
    <div className={styles.form}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <div className={styles.fields}>
          {numberField('monthlyVolume')}
          <SelectField
            name="creditRating"
            {...rateFieldCopy.creditRating}
            value={texts.creditRating}
            options={creditRatings}
            optionLabels={creditRatingLabels}
            onChange={(value) => setField('creditRating', value)}
          />
          {numberField('yearsInBusiness')}
          <SelectField
            name="industry"
            {...rateFieldCopy.industry}
            value={texts.industry}
            options={rateToolIndustries}
            optionLabels={industryLabels}
            onChange={(value) => setField('industry', value)}
          />
          {numberField('advanceRate')}
        </div>
        <ToolActions submitLabel={rateToolLabels.submit} onReset={reset} />
      </form>

      <ToolResults
        heading={rateToolLabels.resultsHeading}
        outcome={outcome}
        stale={stale}
        staleNote={staleEstimateNote}
        rows={rateEstimateRows}
        notes={() => <p className={styles.note}>{weeklyCashNote}</p>}
      />

      <p className={styles.note}>
        {illustrativeNote} <Link to={paths.getQuote}>{firmQuoteLinkText}</Link>
        {firmQuoteAfterLink}
      </p>
    </div>
  );
}
