import { useId } from 'react';
import styles from './category-chips.module.css';

export interface CategoryChip<Value> {
  value: Value;
  label: string;
  count: number;
}

interface CategoryChipsProps<Value> {
  /** Names the group for screen readers and shows above the chips. */
  label: string;
  chips: readonly CategoryChip<Value>[];
  selected: Value;
  onSelect: (value: Value) => void;
}

/** Toggle buttons that filter a list; the pressed one is the filter in force. */
export function CategoryChips<Value>({ label, chips, selected, onSelect }: CategoryChipsProps<Value>) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.group}>
      <p id={labelId} className={styles.label}>
        {label}
      </p>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.label}>
            <button
              type="button"
              className={styles.chip}
              aria-pressed={chip.value === selected}
              onClick={() => onSelect(chip.value)}
            >
              {`${chip.label} (${chip.count})`}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
