import styles from './faq-list.module.css';

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions that open to show their answer, with the browser's own disclosure behaviour. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
