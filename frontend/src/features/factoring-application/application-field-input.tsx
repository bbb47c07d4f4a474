import { useId } from 'react';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from '@trucking-finance/contracts';
import styles from '@/components/tool-form/tool-form.module.css';
import type { ApplicationField } from './application-fields';

interface ApplicationFieldInputProps {
  field: ApplicationField;
  value: string;
  onChange: (value: string) => void;
  /** Read before the label by assistive tech only: "Reference 2" before "Phone". */
  context?: string;
}

/** One labelled field of the printable application, drawn from its data. */
export function ApplicationFieldInput({ field, value, onChange, context }: ApplicationFieldInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const common = {
    id,
    name: field.name,
    value,
    className: styles.input,
    autoComplete: field.autoComplete,
    'aria-required': field.required || undefined,
    'aria-describedby': field.hint ? hintId : undefined,
  };

  return (
    <div className={field.wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {context && <span className="visually-hidden">{context} </span>}
        {field.label}
        {field.required && (
          <span className={styles.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {field.hint && (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {field.control === 'select' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.control === 'textarea' ? (
        <textarea
          {...common}
          rows={4}
          maxLength={LONG_TEXT_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={field.type}
          inputMode={field.inputMode ?? (field.type === 'tel' ? 'tel' : undefined)}
          maxLength={field.type === 'date' ? undefined : TEXT_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </div>
  );
}
