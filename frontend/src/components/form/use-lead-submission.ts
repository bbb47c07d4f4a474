import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FORM_RESET_DELAY_MS, referenceIdOf } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import { leadFieldMessage, type LeadField } from '@/lib/lead-field-copy';
import { apiErrorBodyOf } from '@/lib/api-error';
import { showServerFieldErrors } from './form';
import type { Confirmation } from './lead-confirmation';
import { useSessionDraft } from './use-session-draft';
import { useSubmissionStatus } from './use-submission-status';

interface ToastText {
  title: string;
  description: string;
}

interface LeadSubmissionOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Session storage key of the visitor's draft. */
  draftKey: string;
  /** Values from the address (a program link); a draft the visitor typed wins over them. */
  preset?: Partial<V>;
  /** Whether the form may be sent at all (terms ticked, required fields filled in). */
  ready: boolean;
  /** The toasts: the success description ends with the reference id. */
  messages: { success: ToastText; failure: ToastText };
  /** Sends the checked values; answers the saved record's id. */
  send: (values: V) => Promise<string>;
  /** After the success toast (analytics). */
  onSent?: (values: V) => void;
  /** Logs a failure, before the failure toast. */
  onFailure: (error: unknown) => void;
}

/**
 * The submit flow both lead forms share (docs/product.md#lead-forms), once <Form> has checked every field: sends,
 * clears the draft and shows the reference id in a toast and in a lasting confirmation
 * (docs/product.md#lead-confirmation), then clears the form 3 seconds later;
 * on failure keeps the values, marks the fields the server refused and puts focus where the
 * visitor can act.
 */
export function useLeadSubmission<V extends FieldValues>({
  form,
  draftKey,
  preset,
  ready,
  messages,
  send,
  onSent,
  onFailure,
}: LeadSubmissionOptions<V>) {
  const toast = useToast();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useSubmissionStatus(FORM_RESET_DELAY_MS, () => form.reset());
  const draft = useSessionDraft(draftKey, form, preset);
  // Counts failures with no field at fault: each sends focus back to the button, once it is enabled again.
  const [retries, setRetries] = useState(0);
  useLayoutEffect(() => {
    if (retries) submitRef.current?.focus();
  }, [retries]);
  // The lasting confirmation of the last lead sent, until the visitor starts a new one.
  const [confirmation, setConfirmation] = useState<Confirmation>();
  const { watch } = form;
  useEffect(() => {
    if (!confirmation || status !== 'idle') return;
    // Typing into the cleared form starts a new request (the reset itself is not typing).
    return watch((_values, { type }) => {
      if (type === 'change') setConfirmation(undefined);
    }).unsubscribe;
  }, [confirmation, status, watch]);

  async function onSubmit(values: V) {
    if (status !== 'idle' || !ready) return;
    setStatus('submitting');
    try {
      const id = await send(values);
      draft.clear();
      setStatus('submitted');
      setConfirmation({ reference: referenceIdOf(id), receivedAt: new Date() });
      toast({
        title: messages.success.title,
        description: messages.success.description + referenceIdOf(id),
      });
      onSent?.(values);
    } catch (error) {
      onFailure(error);
      setStatus('idle');
      toast({
        title: messages.failure.title,
        description: messages.failure.description,
        variant: 'destructive',
      });
      // The fields the server refused, in the form's words; <Form> focuses the first of them.
      const marked = showServerFieldErrors(form, apiErrorBodyOf(error)?.fields, (field, code) =>
        leadFieldMessage(field as LeadField, code),
      );
      if (!marked) setRetries((count) => count + 1);
    }
  }

  const startOver = () => setConfirmation(undefined);

  return { form, status, ready, submitRef, onSubmit, confirmation, startOver };
}

export type LeadSubmission<V extends FieldValues> = ReturnType<typeof useLeadSubmission<V>>;
