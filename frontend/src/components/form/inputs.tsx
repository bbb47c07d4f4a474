import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field } from './field';
import styles from './form.module.css';

/** What a form gives each field: its value, its visible error and the handlers that update both. */
export interface FieldBinding<T> {
  name: string;
  value: T;
  error?: string;
  onChange: (value: T) => void;
  onBlur: () => void;
}

interface CommonProps {
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

interface TextFieldProps extends FieldBinding<string>, CommonProps {
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'tel' | 'number'>;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  min?: number;
  max?: number;
  step?: number;
  placeholder?: string;
}

export function TextField({
  label,
  required,
  hint,
  className,
  error,
  onChange,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <input
          {...control}
          {...input}
          type={type}
          required={required}
          className={styles.control}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

interface TextAreaFieldProps extends FieldBinding<string>, CommonProps {
  rows?: number;
  placeholder?: string;
}

export function TextAreaField({
  label,
  required,
  hint,
  className,
  error,
  onChange,
  rows = 4,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          rows={rows}
          required={required}
          className={`${styles.control} ${styles.textarea}`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends FieldBinding<string>, CommonProps {
  options: readonly SelectOption[];
  /** The empty first choice, shown until the visitor picks one. */
  placeholder?: string;
}

export function SelectField({
  label,
  required,
  hint,
  className,
  error,
  onChange,
  options,
  placeholder = 'Select an option',
  ...select
}: SelectFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          {...select}
          required={required}
          className={`${styles.control} ${styles.select}`}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type CheckboxFieldProps = FieldBinding<boolean> & CommonProps;

export function CheckboxField({
  label,
  required,
  hint,
  className,
  error,
  onChange,
  value,
  ...checkbox
}: CheckboxFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error} layout="inline" className={className}>
      {(control) => (
        <input
          {...control}
          {...checkbox}
          type="checkbox"
          checked={value}
          required={required}
          className={styles.checkbox}
          onChange={(event) => onChange(event.target.checked)}
        />
      )}
    </Field>
  );
}

/** Option lists of the contracts (`as const` values plus their labels) as select options. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
