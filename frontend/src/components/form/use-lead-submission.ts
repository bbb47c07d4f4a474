import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FORM_RESET_DELAY_MS, referenceIdOf, type LeadKind } from '@trucking-finance/contracts';
import { useToast } from '@/components/toast/use-toast';
import type { LeadField } from '@/lib/lead-field-copy';
import { leadFieldMessage } from '@/lib/lead-field-message';
import { apiErrorBodyOf } from '@/lib/api-error';
import {
  isRetryable,
  keepInOutbox,
  leadDraftKeys,
  listenToOutbox,
  newIdempotencyKey,
  removeFromOutbox,
  type OutboxCopy,
  type OutboxEntry,
  type OutboxOutcome,
} from '@/lib/submission-outbox';
import { leadIntakeFields } from '@/lib/visit-source';
import { showServerFieldErrors } from './form';
import type { Confirmation } from './lead-confirmation';
import { useSessionDraft } from './use-session-draft';
import { useSubmissionStatus } from './use-submission-status';

interface ToastText {
  title: string;
  description: string;
}

interface LeadSubmissionOptions<V extends FieldValues, B extends object, R> {
  form: UseFormReturn<V>;
  /** Which lead: its endpoint, its draft and its place in the outbox. */
  kind: LeadKind;
  /** Values from the address (a program link); a draft the visitor typed wins over them. */
  preset?: Partial<V>;
  /** Whether the form may be sent at all (terms ticked, required fields filled in). */
  ready: boolean;
  /** The toasts: the success description ends with the reference id. */
  messages: { success: ToastText; failure: ToastText; outbox: OutboxCopy };
  /** The request body of checked values (the page's language and the visit's source are added). */
  payloadOf: (values: V) => B;
  /** Sends a body with its Idempotency-Key; rejects with RTK Query's error. */
  submit: (body: B, idempotencyKey: string) => Promise<R>;
  /** Reads the server's answer (sent now or later from the outbox); answers the saved record's id. */
  accept: (response: R) => string;
  /** After the success toast (analytics). */
  onSent?: (values: V) => void;
  /** Logs a failure, before the failure toast. */
  onFailure: (error: unknown) => void;
}

const sameBody = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The submit flow both lead forms share (docs/product.md#lead-forms), once <Form> has checked every field: sends
 * with a fresh Idempotency-Key, clears the draft and shows the reference id in a toast and in a
 * lasting confirmation (docs/product.md#lead-confirmation), then clears the form 3 seconds later.
 * With no answer or a 5xx the submission goes to the outbox (lib/submission-outbox.ts), which
 * sends it again with the same key; its success shows here as if it had gone at once. A refusal
 * keeps the values, marks the fields the server refused and puts focus where the visitor can act.
 */
export function useLeadSubmission<V extends FieldValues, B extends object, R>({
  form,
  kind,
  preset,
  ready,
  messages,
  payloadOf,
  submit,
  accept,
  onSent,
  onFailure,
}: LeadSubmissionOptions<V, B, R>) {
  const toast = useToast();
  const submitRef = useRef<HTMLButtonElement>(null);
  const [status, setStatus] = useSubmissionStatus(FORM_RESET_DELAY_MS, () => form.reset());
  const draft = useSessionDraft(leadDraftKeys[kind], form, preset);
  // The submission of this form waiting in the outbox, if any; resent as is, it keeps its key.
  const saved = useRef<OutboxEntry | undefined>(undefined);
  const [isSaved, setIsSaved] = useState(false);
  // Keys the outbox has seen through while the visitor was sending the same again: that answer is moot.
  const settledKeys = useRef(new Set<string>());
  const forgetSaved = () => {
    if (saved.current) removeFromOutbox(saved.current.key);
    saved.current = undefined;
    setIsSaved(false);
  };
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

  function succeed(response: R, values: V) {
    const id = accept(response);
    draft.clear();
    setStatus('submitted');
    setConfirmation({ reference: referenceIdOf(id), receivedAt: new Date() });
    toast({
      title: messages.success.title,
      description: messages.success.description + referenceIdOf(id),
    });
    onSent?.(values);
  }

  function refused(error: unknown) {
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

  async function onSubmit(values: V) {
    if (status !== 'idle' || !ready) return;
    const body = { ...payloadOf(values), ...leadIntakeFields() };
    const previous = saved.current;
    // The same request again keeps its key (one lead, however often it arrives); a changed one replaces it.
    const entry: OutboxEntry =
      previous && sameBody(previous.body, body)
        ? previous
        : { kind, key: newIdempotencyKey(), body, savedAt: Date.now() };
    if (previous && previous !== entry) forgetSaved();
    setStatus('submitting');
    try {
      const response = await submit(body, entry.key);
      if (settledKeys.current.has(entry.key)) return;
      forgetSaved();
      succeed(response, values);
    } catch (error) {
      if (settledKeys.current.has(entry.key)) return;
      onFailure(error);
      setStatus('idle');
      if (isRetryable(error) && keepInOutbox(entry)) {
        saved.current = entry;
        setIsSaved(true);
        toast(messages.outbox.saved);
        setRetries((count) => count + 1);
        return;
      }
      forgetSaved();
      refused(error);
    }
  }

  // The outbox sent this form's saved submission (back online): the same ending as a direct answer.
  const onOutcome = useRef<(outcome: OutboxOutcome) => boolean>(() => false);
  useEffect(() => {
    onOutcome.current = (outcome) => {
      if (!saved.current || outcome.entry.key !== saved.current.key) return false;
      settledKeys.current.add(outcome.entry.key);
      forgetSaved();
      if (outcome.result === 'sent') succeed(outcome.response as R, form.getValues());
      else if (outcome.result === 'refused') refused(outcome.error);
      else toast(messages.outbox.expired);
      return true;
    };
  });
  useEffect(() => listenToOutbox((outcome) => onOutcome.current(outcome), 'form'), []);

  const startOver = () => setConfirmation(undefined);

  return { form, status, ready, submitRef, onSubmit, confirmation, startOver, isSaved };
}

export type LeadSubmission<V extends FieldValues> = ReturnType<typeof useLeadSubmission<V, object, unknown>>;
