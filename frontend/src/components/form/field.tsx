import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  /** Shows the required marker; the control carries `required` itself. */
  required?: boolean;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  error?: string;
  /** Checkboxes put the control before their label. */
  layout?: 'stacked' | 'inline';
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, an optional hint and the field's error, wired to the control by id: the error is
 * visible text read with the control (aria-describedby) and marks it invalid (aria-invalid).
 */
export function Field({ label, required, hint, error, layout = 'stacked', className, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control = children({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
  });
  const labelElement = (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required && (
        <span className={styles.requiredMarker} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );

  return (
    <div
      className={[styles.field, layout === 'inline' && styles.inline, error && styles.hasError, className]
        .filter(Boolean)
        .join(' ')}
    >
      {layout === 'inline' ? (
        <div className={styles.inlineRow}>
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          {control}
        </>
      )}
      {layout === 'inline' && hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="9" fill="currentColor" />
            <path d="M10 5v6M10 14v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
