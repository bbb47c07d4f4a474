import type { Ref } from 'react';
import styles from './form.module.css';

export type SubmissionStatus = 'idle' | 'submitting' | 'submitted';

interface SubmitButtonProps {
  status: SubmissionStatus;
  /** The button's text in each state, e.g. 'Get My Free Quote' → 'Submitting...' → 'Quote Submitted!'. */
  labels: Record<SubmissionStatus, string>;
  /** Disabled for a reason of the form's own (terms unticked); always disabled while not idle. */
  disabled?: boolean;
  /** Id of the text saying why the button is disabled. */
  describedBy?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The form's submit button, showing the submission state in its text. */
export function SubmitButton({ status, labels, disabled, describedBy, ref }: SubmitButtonProps) {
  return (
    <button
      ref={ref}
      type="submit"
      className={styles.submit}
      disabled={disabled || status !== 'idle'}
      aria-describedby={describedBy}
      data-status={status}
    >
      {status === 'submitting' && <span className={styles.spinner} aria-hidden="true" />}
      {status === 'submitted' && (
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M4 10.5l4 4 8-9"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      )}
      {labels[status]}
    </button>
  );
}
