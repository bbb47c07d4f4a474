/**
 * The localStorage entry of the submission outbox (submission-outbox.ts). Apart, so every page can
 * look whether anything waits there without loading the outbox itself.
 */
export const OUTBOX_KEY = 'sfc.submission-outbox';

/** Whether a submission may be waiting on this device (the outbox reads and checks it). */
export function mayHaveKeptSubmissions(): boolean {
  try {
    return window.localStorage.getItem(OUTBOX_KEY) !== null;
  } catch {
    return false;
  }
}
