import { useEffect, useId, useRef } from 'react';
import { callbackWindow, DEFAULT_BUSINESS_TIME_ZONE, type CallbackWindow } from '@trucking-finance/contracts';
import { CallLink } from '@/components/call-link';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { leadConfirmationCopy as words } from './form-copy';
import styles from './lead-confirmation.module.css';

export interface LeadConfirmationCopy {
  heading: string;
  /** What happens next, in order. */
  nextSteps: readonly string[];
  /** The button that puts the panel away and starts a new request. */
  startOver: string;
}

export interface Confirmation {
  /** The reference the visitor quotes (the first characters of the lead's id). */
  reference: string;
  /** When the server acknowledged the lead. */
  receivedAt: Date;
}

/** "10:42 AM MST", "Monday, November 30", in the business time zone and the copy's locale. */
function formatIn(timeZone: string) {
  const time = new Intl.DateTimeFormat(words.locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  const day = new Intl.DateTimeFormat(words.locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  // A key to compare days by, never shown.
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone });
  return {
    time: (instant: Date) => time.format(instant),
    day: (instant: Date) => day.format(instant),
    sameDay: (a: Date, b: Date) => dayKey.format(a) === dayKey.format(b),
  };
}

/** When to expect the call, in words (docs/product.md#lead-confirmation). */
export function expectedCallText(receivedAt: Date, callback: CallbackWindow, timeZone: string): string {
  const format = formatIn(timeZone);
  const on = (instant: Date) =>
    format.sameDay(instant, receivedAt) ? words.today : words.onDay(format.day(instant));
  if (callback.openNow) return words.callBy(format.time(callback.by), on(callback.by));
  return words.callNextMorning(
    format.day(callback.from),
    format.time(callback.from),
    format.time(callback.by),
  );
}

interface LeadConfirmationProps {
  confirmation: Confirmation;
  copy: LeadConfirmationCopy;
  onStartOver: () => void;
}

/**
 * What stays on the page after a lead is sent (the toast goes after 5 s, the form clears after
 * 3 s): the reference, what happens next, when to expect the call and the number to call. It takes
 * focus once as it appears, so a screen reader reads it once and the keyboard is already there.
 */
export function LeadConfirmation({ confirmation, copy, onStartOver }: LeadConfirmationProps) {
  const timeZone = useRuntimeConfig()?.businessTimeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  const callback = callbackWindow(confirmation.receivedAt, timeZone);
  const panelRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const bodyId = useId();

  useEffect(() => {
    panelRef.current?.focus();
  }, [confirmation]);

  return (
    <section
      ref={panelRef}
      className={styles.panel}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-describedby={bodyId}
      data-testid="lead-confirmation"
    >
      <h3 id={headingId} className={styles.heading}>
        {copy.heading}
      </h3>
      <div id={bodyId}>
        <p className={styles.reference}>
          {words.reference} <strong>{confirmation.reference}</strong>
        </p>
        <p className={styles.when}>{expectedCallText(confirmation.receivedAt, callback, timeZone)}</p>
        <h4 className={styles.subheading}>{words.nextStepsHeading}</h4>
        <ol className={styles.steps}>
          {copy.nextSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <p className={styles.call}>
        {words.questions} <CallLink placement="confirmation" lead={words.call} className={styles.callLink} />
      </p>
      <button type="button" className={styles.startOver} onClick={onStartOver}>
        {copy.startOver}
      </button>
    </section>
  );
}
