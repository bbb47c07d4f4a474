import { useRef, type FormEvent } from 'react';
import { FORM_RESET_DELAY_MS, referenceIdOf } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { fieldErrorsFromServer } from './server-errors';
import { fieldElement, type FieldErrors, type FormValues, type useForm } from './use-form';
import { useFocusAfterRender } from './use-focus-after-render';
import { useSessionDraft } from './use-session-draft';
import { useSubmissionStatus } from './use-submission-status';

interface ToastText {
  title: string;
  description: string;
}

interface LeadSubmissionOptions<V extends FormValues, K extends keyof V & string> {
  form: ReturnType<typeof useForm<V>>;
  /** Session storage key of the visitor's draft. Call this hook after any preset is filled in, so the draft wins. */
  draftKey: string;
  /** Whether the form may be sent at all (terms ticked, required fields filled in). */
  ready: boolean;
  /** Labels of the fields the server may name in its errors. */
  fieldLabels: Record<K, string>;
  /** The toasts: the success description ends with the reference id. */
  messages: { success: ToastText; failure: ToastText };
  /** Sends the form's values; answers the saved record's id. */
  send: () => Promise<string>;
  /** After the success toast (analytics). */
  onSent?: () => void;
  /** Logs a failure, before the failure toast. */
  onFailure: (error: unknown) => void;
}

/**
 * The submit flow both lead forms share (spec §4, §8): checks every field and focuses the first
 * invalid one, sends, clears the draft and shows the reference id in a toast; on failure keeps the
 * values, shows the server's field errors and puts focus where the visitor can act.
 */
export function useLeadSubmission<V extends FormValues, K extends keyof V & string>({
  form,
  draftKey,
  ready,
  fieldLabels,
  messages,
  send,
  onSent,
  onFailure,
}: LeadSubmissionOptions<V, K>) {
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusAfterRender();
  const [status, setStatus] = useSubmissionStatus(FORM_RESET_DELAY_MS, form.reset);
  const draft = useSessionDraft(draftKey, form.values, form.fill);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle' || !ready) return;
    const invalidField = form.checkAll();
    if (invalidField) {
      focusLater(() => fieldElement(formRef.current, invalidField));
      return;
    }

    setStatus('submitting');
    try {
      const id = await send();
      draft.clear();
      setStatus('submitted');
      toast({
        title: messages.success.title,
        description: messages.success.description + referenceIdOf(id),
      });
      onSent?.();
    } catch (error) {
      onFailure(error);
      setStatus('idle');
      toast({
        title: messages.failure.title,
        description: messages.failure.description,
        variant: 'destructive',
      });
      const serverField = form.showServerErrors(
        // Labels are keyed by the form's own fields (K is a subset of them).
        fieldErrorsFromServer(error, fieldLabels) as FieldErrors<V>,
      );
      // Back to where the visitor can act: the field the server refused, or the button to try again.
      focusLater(() => (serverField ? fieldElement(formRef.current, serverField) : submitRef.current));
    }
  }

  return { status, ready, formRef, submitRef, handleSubmit };
}

export type LeadSubmission = ReturnType<typeof useLeadSubmission>;
