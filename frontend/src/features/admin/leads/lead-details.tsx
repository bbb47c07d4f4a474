import type { FuelCardApplication, Quote } from '@trucking-finance/contracts';
import styles from './leads.module.css';

function Detail({ term, text }: { term: string; text: string | null }) {
  return (
    <div className={styles.detail}>
      <dt>{term}</dt>
      <dd>{text?.trim() ? text : 'None'}</dd>
    </div>
  );
}

/** The free text of a quote request, shown when its row is expanded. */
export function QuoteDetails({ quote }: { quote: Quote }) {
  return (
    <dl className={styles.details}>
      <Detail term="Comments" text={quote.comments} />
    </dl>
  );
}

/** The free text of a fuel card application, shown when its row is expanded. */
export function FuelCardApplicationDetails({ application }: { application: FuelCardApplication }) {
  return (
    <dl className={styles.details}>
      <Detail term="Primary Routes" text={application.primaryRoutes} />
      <Detail term="Preferred Fuel Brands" text={application.preferredFuelBrands} />
      <Detail term="Comments" text={application.comments} />
    </dl>
  );
}
