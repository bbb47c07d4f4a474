import { useId, type ReactNode } from 'react';
import type { NumberBounds } from './parse-bounded-number';
import styles from './tool-form.module.css';

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string;
}

interface ControlProps {
  id: string;
  'aria-describedby'?: string;
}

/** A field's label, hint and message around its control, tied to it by id and `aria-describedby`. */
function FieldFrame({
  label,
  hint,
  error,
  children,
}: FieldFrameProps & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({ id, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface NumberFieldProps extends FieldFrameProps {
  name: string;
  value: string;
  bounds: NumberBounds;
  onChange: (raw: string) => void;
}

/** A labelled number input with its hint, and its message when the value is refused. */
export function NumberField({ name, label, hint, error, value, bounds, onChange }: NumberFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          className={styles.input}
          type="number"
          inputMode="decimal"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps<V extends string> extends Omit<FieldFrameProps, 'error'> {
  name: string;
  value: V;
  options: readonly V[];
  /** What each option shows; without it, options are shown as they are stored. */
  optionLabels?: Readonly<Record<NoInfer<V>, string>>;
  onChange: (value: V) => void;
}

/** A labelled select whose options keep their stored values and show their labels. */
export function SelectField<V extends string>({
  name,
  label,
  hint,
  value,
  options,
  optionLabels,
  onChange,
}: SelectFieldProps<V>) {
  return (
    <FieldFrame label={label} hint={hint}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabels?.[option] ?? option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
