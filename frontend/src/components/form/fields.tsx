import type { ComponentProps, ReactNode } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from './form';
import { fieldCopy } from './form-copy';
import styles from './form.module.css';

/*
 * The lead forms' usual fields, each one <FormField> laid out the same way: label, hint, input,
 * message. Forms with a layout of their own compose the parts of ./form directly.
 */

/** The usual frame of a field, plus a layout class such as a wide grid cell. */
const frameClass = (className?: string) => (className ? `${styles.field} ${className}` : styles.field);

/** A field's rules: a `validate` answering the message to show, or true. */
export type FieldRules = Pick<RegisterOptions, 'validate'>;

interface FieldProps {
  name: string;
  label: ReactNode;
  /** Marks the label and sets `required` on the input; the rules do the checking. */
  required?: boolean;
  hint?: ReactNode;
  rules?: FieldRules;
  className?: string;
}

type TextFieldProps = FieldProps &
  Pick<ComponentProps<'input'>, 'type' | 'autoComplete' | 'inputMode' | 'min' | 'step'>;

export function TextField({ name, label, required, hint, rules, className, ...input }: TextFieldProps) {
  return (
    <FormField
      name={name}
      rules={rules}
      render={({ field }) => (
        <FormItem hint={hint} className={frameClass(className)}>
          <FormLabel required={required}>{label}</FormLabel>
          <FormDescription />
          <FormControl>
            <input type="text" {...input} {...field} required={required} className={styles.control} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function TextAreaField({
  name,
  label,
  required,
  hint,
  rules,
  className,
  rows = 4,
}: FieldProps & { rows?: number }) {
  return (
    <FormField
      name={name}
      rules={rules}
      render={({ field }) => (
        <FormItem hint={hint} className={frameClass(className)}>
          <FormLabel required={required}>{label}</FormLabel>
          <FormDescription />
          <FormControl>
            <textarea
              {...field}
              rows={rows}
              required={required}
              className={`${styles.control} ${styles.textarea}`}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Option lists of the contracts (`as const` values plus their labels) as select options. */
export function optionsOf<T extends string>(values: readonly T[], labels: Record<T, string>): SelectOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
}

/** A choice that starts empty (fieldCopy.selectPlaceholder, 'Select an option') until the visitor picks one. */
export function SelectField({ name, label, required, hint, rules, className, options }: SelectFieldProps) {
  return (
    <FormField
      name={name}
      rules={rules}
      render={({ field }) => (
        <FormItem hint={hint} className={frameClass(className)}>
          <FormLabel required={required}>{label}</FormLabel>
          <FormDescription />
          <FormControl>
            <select {...field} required={required} className={`${styles.control} ${styles.select}`}>
              <option value="">{fieldCopy.selectPlaceholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A checkbox with its label beside it; its value is a boolean. */
export function CheckboxField({ name, label, required, hint, rules, className }: FieldProps) {
  return (
    <FormField
      name={name}
      rules={rules}
      render={({ field: { value, ...field } }) => (
        <FormItem hint={hint} inline className={frameClass(className)}>
          <div className={styles.inlineRow}>
            <FormControl>
              <input
                {...field}
                type="checkbox"
                checked={Boolean(value)}
                required={required}
                className={styles.checkbox}
              />
            </FormControl>
            <FormLabel required={required}>{label}</FormLabel>
          </div>
          <FormDescription />
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
