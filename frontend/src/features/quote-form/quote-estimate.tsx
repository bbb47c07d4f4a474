import {
  estimateExampleInputs,
  feeInPlainWords,
  referenceIdOf,
  type FeeEstimate,
} from '@trucking-finance/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { feeInPlainWordsText } from '@/content/fee-in-plain-words';
import { quoteEstimateCopy as copy } from '@/content/quote-estimate';
import styles from './quote-estimate.module.css';

interface QuoteEstimateProps {
  /** The saved quote's id; shown as its short reference. */
  quoteId: string;
  estimate: FeeEstimate;
}

const HEADING_ID = 'quote-estimate-heading';

/**
 * The instant estimate beside the reference after a quote request (docs/product.md#instant-estimate):
 * the fee range, plainly an estimate, what the final rate depends on, and the fee in plain words on an example load.
 */
export function QuoteEstimate({ quoteId, estimate }: QuoteEstimateProps) {
  return (
    <section className={styles.estimate} aria-labelledby={HEADING_ID}>
      <h3 id={HEADING_ID} className={styles.heading}>
        {copy.heading}
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>{copy.reference}</dt>
          <dd>{referenceIdOf(quoteId)}</dd>
        </div>
        <div>
          <dt>{copy.feeLabel}</dt>
          <dd>{copy.range(estimate)}</dd>
        </div>
      </dl>
      <p className={styles.text}>{copy.caveat}</p>
      <h4 className={styles.subheading}>{copy.exampleHeading}</h4>
      <p className={styles.text}>{feeInPlainWordsText(feeInPlainWords(estimateExampleInputs(estimate)))}</p>
      <p className={styles.status}>
        {copy.statusLead} <Link to={paths.applicationStatus}>{copy.statusLink}</Link> {copy.statusTail}
      </p>
    </section>
  );
}
