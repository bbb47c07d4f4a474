import { useId, type ReactNode } from 'react';
import { toolFormCopy } from './tool-form-copy';
import styles from './tool-form.module.css';

/** One line of a tool's results: its label and how it reads from the result. */
export interface ResultRow<R> {
  label: string;
  value: (result: R) => string;
  /** Rows drawn in the brand navy: the figure the visitor came for. */
  featured?: boolean;
}

/** The tool's submit button (its own label) and Reset. */
export function ToolActions({ submitLabel, onReset }: { submitLabel: string; onReset: () => void }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={`${styles.button} ${styles.primary}`}>
        {submitLabel}
      </button>
      <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={onReset}>
        {toolFormCopy.resetLabel}
      </button>
    </div>
  );
}

/** A label and its figure in the results list. */
export function ResultItem({
  label,
  featured,
  children,
}: {
  label: string;
  featured?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={featured ? `${styles.resultItem} ${styles.featured}` : styles.resultItem}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

interface ToolResultsProps<O extends { result: unknown }> {
  heading: string;
  /** The last calculation, or null before one (or after Reset). */
  outcome: O | null;
  /** The inputs changed since the last calculation, which is withdrawn. */
  stale: boolean;
  staleNote: string;
  rows: readonly ResultRow<O['result']>[];
  /** Items after the rows, inside the list. */
  moreItems?: (outcome: O) => ReactNode;
  /** Notes under the list. */
  notes: (outcome: O) => ReactNode;
}

/** The results, announced as they appear: a headed list of figures and notes, or why they went. */
export function ToolResults<O extends { result: unknown }>({
  heading,
  outcome,
  stale,
  staleNote,
  rows,
  moreItems,
  notes,
}: ToolResultsProps<O>) {
  const headingId = useId();
  return (
    <div aria-live="polite">
      {outcome && (
        <section className={styles.results} aria-labelledby={headingId}>
          <h3 id={headingId} className={styles.resultsHeading}>
            {heading}
          </h3>
          <dl className={styles.resultList}>
            {rows.map(({ label, value, featured }) => (
              <ResultItem key={label} label={label} featured={featured}>
                {value(outcome.result)}
              </ResultItem>
            ))}
            {moreItems?.(outcome)}
          </dl>
          {notes(outcome)}
        </section>
      )}
      {!outcome && stale && <p className={styles.note}>{staleNote}</p>}
    </div>
  );
}
