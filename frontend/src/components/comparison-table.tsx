import styles from './comparison-table.module.css';

export interface ComparisonRow {
  /** What is compared: "Funding speed". */
  feature: string;
  /** One value per compared column, in column order. */
  values: readonly string[];
}

interface ComparisonTableProps {
  caption: string;
  /** Header of the first column, which names each row. */
  featureHeader: string;
  /** Headers of the compared columns; the first is highlighted as ours. */
  columns: readonly string[];
  rows: readonly ComparisonRow[];
}

/** A real table comparing offers row by row; scrolls sideways on very narrow screens. */
export function ComparisonTable({ caption, featureHeader, columns, rows }: ComparisonTableProps) {
  return (
    // Focusable so keyboard users can scroll it when it overflows.
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{featureHeader}</th>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === 0 ? styles.ours : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, index) => (
                <td key={columns[index]} className={index === 0 ? styles.ours : undefined}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
