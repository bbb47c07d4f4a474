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
  firmQuoteAfterLink,
  firmQuoteLinkText,
  illustrativeNote,
  rateEstimateRows,
  rateFieldCopy,
  rateParsers,
  staleEstimateNote,
  weeklyCashNote,
} from './rate-quote-copy';

/** The rate quote tool of spec §9: an illustrative rate, range, risk profile and weekly cash. */
export function RateQuoteTool() {
  const { texts, errors, outcome, stale, setField, reset, onSubmit, formRef } = useCalculatorForm(
    rateDefaults,
    rateParsers,
    estimateRate,
  );
  const copy = rateFieldCopy;

  return (
    <div className={styles.form}>
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <div className={styles.fields}>
          <NumberField
            name="monthlyVolume"
            {...copy.monthlyVolume}
            value={texts.monthlyVolume}
            bounds={rateInputBounds.monthlyVolume}
            error={errors.monthlyVolume}
            onChange={(raw) => setField('monthlyVolume', raw)}
          />
          <SelectField
            name="creditRating"
            {...copy.creditRating}
            value={texts.creditRating}
            options={creditRatings}
            onChange={(value) => setField('creditRating', value)}
          />
          <NumberField
            name="yearsInBusiness"
            {...copy.yearsInBusiness}
            value={texts.yearsInBusiness}
            bounds={rateInputBounds.yearsInBusiness}
            error={errors.yearsInBusiness}
            onChange={(raw) => setField('yearsInBusiness', raw)}
          />
          <SelectField
            name="industry"
            {...copy.industry}
            value={texts.industry}
            options={rateToolIndustries}
            onChange={(value) => setField('industry', value)}
          />
          <NumberField
            name="advanceRate"
            {...copy.advanceRate}
            value={texts.advanceRate}
            bounds={rateInputBounds.advanceRate}
            error={errors.advanceRate}
            onChange={(raw) => setField('advanceRate', raw)}
          />
        </div>
        <ToolActions submitLabel="Get Rate Estimate" onReset={reset} />
      </form>

      <ToolResults
        heading="Your Rate Estimate"
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
