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

/** Splits a field's props into what its frame (label, hint, error) shows and what goes on the control. */
function splitFieldProps<P extends CommonProps & { error?: string }>({
  label,
  required,
  hint,
  className,
  error,
  ...control
}: P) {
  return [{ label, required, hint, className, error }, control] as const;
}

export function TextField({ onChange, type = 'text', ...props }: TextFieldProps) {
  const [frame, input] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => (
        <input
          {...control}
          {...input}
          type={type}
          required={frame.required}
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

export function TextAreaField({ onChange, rows = 4, ...props }: TextAreaFieldProps) {
  const [frame, textarea] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => (
        <textarea
          {...control}
          {...textarea}
          rows={rows}
          required={frame.required}
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
  onChange,
  options,
  placeholder = 'Select an option',
  ...props
}: SelectFieldProps) {
  const [frame, select] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => (
        <select
          {...control}
          {...select}
          required={frame.required}
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

export function CheckboxField({ onChange, value, ...props }: CheckboxFieldProps) {
  const [frame, checkbox] = splitFieldProps(props);
  return (
    <Field {...frame} layout="inline">
      {(control) => (
        <input
          {...control}
          {...checkbox}
          type="checkbox"
          checked={value}
          required={frame.required}
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
