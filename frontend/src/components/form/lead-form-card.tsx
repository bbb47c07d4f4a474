import { useRef, type ReactNode, type Ref } from 'react';
import type { FieldValues } from 'react-hook-form';
import { CheckboxField } from './fields';
import { Form } from './form';
import layout from './form-layout.module.css';
import { LeadConfirmation, type LeadConfirmationCopy } from './lead-confirmation';
import { SubmitButton, type SubmissionStatus } from './submit-button';
import type { LeadSubmission } from './use-lead-submission';

interface LeadFormCopy {
  heading: string;
  intro: string;
  terms: string;
  /** Why the button is disabled, shown while the form is not ready. */
  termsReminder: string;
  submit: Record<SubmissionStatus, string>;
  confirmation: LeadConfirmationCopy;
  /** The words for a submission kept on this device until it can be sent. */
  outbox: { saved: { title: string; description: string } };
}

interface LeadFormCardProps<V extends FieldValues> {
  /** The heading's id, which also names the section and the form. */
  headingId: string;
  /** Given when the heading takes focus (a link to the form); it then gets tabIndex -1. */
  headingRef?: Ref<HTMLHeadingElement>;
  reminderId: string;
  copy: LeadFormCopy;
  submission: LeadSubmission<V>;
  termsHint: ReactNode;
  /** A note under the button (the draft notice). */
  note: ReactNode;
  /** The fields, laid out in the two-column grid. */
  children: ReactNode;
}

/** The card both lead forms share: heading, intro, the field grid, the terms and the submit button. */
export function LeadFormCard<V extends FieldValues>({
  headingId,
  headingRef,
  reminderId,
  copy,
  submission: { form, status, ready, submitRef, onSubmit, confirmation, startOver, isSaved },
  termsHint,
  note,
  children,
}: LeadFormCardProps<V>) {
  const fieldsRef = useRef<HTMLDivElement>(null);
  const startNewRequest = () => {
    startOver();
    fieldsRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  };
  return (
    <section className={layout.card} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={layout.heading}>
        {copy.heading}
      </h2>
      <p className={layout.intro}>{copy.intro}</p>
      {confirmation && (
        <LeadConfirmation
          confirmation={confirmation}
          copy={copy.confirmation}
          onStartOver={startNewRequest}
        />
      )}
      <Form form={form} onSubmit={onSubmit} aria-labelledby={headingId} aria-busy={status === 'submitting'}>
        <div ref={fieldsRef} className={layout.grid}>
          {children}
        </div>

        <div className={layout.footer}>
          <CheckboxField name="agreeToTerms" label={copy.terms} required hint={termsHint} />
          <SubmitButton
            ref={submitRef}
            status={status}
            labels={copy.submit}
            disabled={!ready}
            describedBy={!ready ? reminderId : undefined}
          />
          {!ready && status === 'idle' && (
            <p id={reminderId} className={layout.note}>
              {copy.termsReminder}
            </p>
          )}
          {/* Stays until the outbox has sent it; the toast said the same when it was saved. */}
          {isSaved && (
            <p role="status" className={layout.saved}>
              <strong>{copy.outbox.saved.title}.</strong> {copy.outbox.saved.description}
            </p>
          )}
          <p className={layout.note}>{note}</p>
        </div>
      </Form>
    </section>
  );
}
