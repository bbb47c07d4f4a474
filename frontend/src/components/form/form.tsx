import {
  cloneElement,
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  FormProvider,
  useController,
  useForm,
  useFormState,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type SubmitHandler,
  type UseControllerProps,
  type UseControllerReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { FieldErrorCode } from '@trucking-finance/contracts';
import styles from './form.module.css';

/*
 * The one form primitive of the public site, on react-hook-form (the admin area uses antd's Form).
 * A field is <FormField> (its value, rules and state) around <FormItem> (its frame), which holds
 * <FormLabel>, <FormDescription>, <FormControl> (the input) and <FormMessage>; the parts find
 * each other through context, so the label, hint and message are always tied to the input.
 */

/**
 * `useForm` with the settings every public form shares: a field's problem shows once the visitor
 * has left it with something typed (see FormField) or after a submit attempt, then follows their
 * corrections live; <Form> moves focus itself, once the messages are on the page.
 */
export function usePublicForm<V extends FieldValues>(defaultValues: DefaultValues<V>): UseFormReturn<V> {
  return useForm<V>({ defaultValues, mode: 'onTouched', shouldFocusError: false });
}

interface FormProps<V extends FieldValues> extends Omit<ComponentProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<V>;
  /** Runs with the values once every rule passes. */
  onSubmit?: SubmitHandler<V>;
  /** Once every rule passes, the browser sends the form to its `action` itself (a post to another site). */
  nativeSubmit?: boolean;
}

/** The <form>: checks every field on submit, then focuses the first one at fault. */
export function Form<V extends FieldValues>({
  form,
  onSubmit,
  nativeSubmit,
  children,
  ...props
}: FormProps<V>) {
  const ref = useRef<HTMLFormElement>(null);
  const checked = useRef(false);
  // Reading `errors` subscribes to them: react-hook-form re-renders a reader of `submitCount` alone
  // only when many parts of its state change at once.
  const { submitCount, errors } = useFormState({ control: form.control });
  const hasErrors = Object.keys(errors).length > 0;

  // In the commit that shows a submit's messages (the rules', or the server's set while it ran),
  // so a screen reader reads the field with its message.
  useLayoutEffect(() => {
    if (submitCount && hasErrors) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    // Once per submit attempt: not again as the visitor corrects the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);

  return (
    <FormProvider {...form}>
      <form
        ref={ref}
        noValidate
        {...props}
        onSubmit={(event) => {
          // The browser's own submit, asked for below once the rules passed: let it go.
          if (checked.current) {
            checked.current = false;
            return;
          }
          void form.handleSubmit(async (values, submitEvent) => {
            await onSubmit?.(values, submitEvent);
            if (!nativeSubmit) return;
            checked.current = true;
            ref.current?.requestSubmit();
          })(event);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Puts the server's per-field problems (the `fields` of its error body) on the form's own fields,
 * in the form's own words for each code. Answers whether any field was marked.
 */
export function showServerFieldErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: Record<string, FieldErrorCode> | undefined,
  messageOf: (field: FieldPath<V>, code: FieldErrorCode) => string,
): boolean {
  const values = form.getValues();
  const marked = Object.entries(fields ?? {}).filter(([name]) => name in values) as [
    FieldPath<V>,
    FieldErrorCode,
  ][];
  for (const [name, code] of marked) form.setError(name, { type: code, message: messageOf(name, code) });
  return marked.length > 0;
}

interface FieldContextValue {
  id: string;
  error?: string;
  hint?: ReactNode;
}

const FieldContext = createContext<FieldContextValue>({ id: '' });

interface FormFieldProps<V extends FieldValues, N extends FieldPath<V>> extends UseControllerProps<V, N> {
  render: (controller: UseControllerReturn<V, N>) => ReactNode;
}

/** A field's value, rules and state (react-hook-form's controller), shared with the parts inside. */
export function FormField<V extends FieldValues, N extends FieldPath<V>>({
  render,
  ...props
}: FormFieldProps<V, N>) {
  const id = useId();
  const controller = useController(props);
  const { field, fieldState } = controller;
  // Leaving a field untouched is not a mistake yet; leaving it with a typo is.
  const onBlur = () => {
    if (String(field.value ?? '').trim()) field.onBlur();
  };

  return (
    <FieldContext value={{ id, error: fieldState.error?.message }}>
      {render({ ...controller, field: { ...field, onBlur } })}
    </FieldContext>
  );
}

/** The id of the field around: its input's id, for controls that point at the input (`aria-controls`). */
export const useFormFieldId = (): string => use(FieldContext).id;

interface FormItemProps {
  /** Help read with the input, placed by <FormDescription>. */
  hint?: ReactNode;
  /** Checkboxes: the input before its label, on one row. */
  inline?: boolean;
  className?: string;
  children: ReactNode;
}

/** The frame of one field (a form's own class in place of the usual one): marks it when it has a problem. */
export function FormItem({ hint, inline, className = styles.field, children }: FormItemProps) {
  const field = use(FieldContext);
  const classes = [className, inline && styles.inline, field.error && styles.hasError];
  return (
    <FieldContext value={{ ...field, hint }}>
      <div className={classes.filter(Boolean).join(' ')}>{children}</div>
    </FieldContext>
  );
}

interface FormLabelProps {
  /** Shows the required marker; the input carries `required` itself. */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export function FormLabel({ required, className = styles.label, children }: FormLabelProps) {
  return (
    <label htmlFor={use(FieldContext).id} className={className}>
      {children}
      {required && (
        <span className={styles.requiredMarker} aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
}

export function FormDescription({ className = styles.hint }: { className?: string }) {
  const { id, hint } = use(FieldContext);
  return hint ? (
    <p id={`${id}-hint`} className={className}>
      {hint}
    </p>
  ) : null;
}

/**
 * The input itself, given the field's id and described by its hint and its message, which also
 * mark it invalid. Ids the input already names in `aria-describedby` come first.
 */
export function FormControl({ children }: { children: ReactElement<ComponentProps<'input'>> }) {
  const { id, error, hint } = use(FieldContext);
  const describedBy = [children.props['aria-describedby'], hint && `${id}-hint`, error && `${id}-error`];
  return cloneElement(children, {
    id,
    'aria-describedby': describedBy.filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
  });
}

/** The field's problem as visible text next to it. */
export function FormMessage({ className = styles.error }: { className?: string }) {
  const { id, error } = use(FieldContext);
  return error ? (
    <p id={`${id}-error`} className={className}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5v6M10 14v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {error}
    </p>
  ) : null;
}
