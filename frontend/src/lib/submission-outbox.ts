import type { LeadKind } from '@trucking-finance/contracts';
import { OUTBOX_KEY } from './outbox-key';
import { siteLocale } from '@/config/site-locale-copy';

/**
 * The submission outbox (docs/product.md#lead-forms): a lead the server did not answer (no
 * connection, a timeout, a 5xx) stays on this device, in one localStorage entry, and is sent
 * again with the same Idempotency-Key when the browser comes back online or on the next visit,
 * so the server makes one lead of it however many times it arrives. The entry holds what the
 * visitor typed: it is sent only to the form's own endpoint, and removed once the server answers
 * for good (2xx, or a 4xx that a retry would not change) or once the key has expired (24 h).
 */

export { OUTBOX_KEY };
/** The server keeps an Idempotency-Key's answer this long; resent later, a lead could arrive twice. */
export const OUTBOX_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** At most this many submissions wait on a device; the oldest goes first. */
export const OUTBOX_LIMIT = 5;
/** A submission with no answer after this long counts as unanswered. */
export const SUBMIT_TIMEOUT_MS = 30_000;

/** The session storage key of each lead form's draft; the outbox clears it once the lead is in. */
export const leadDraftKeys: Record<LeadKind, string> = {
  quotes: 'sfc.quote-request.draft',
  'fuel-card-applications': 'sfc.fuel-card-application.draft',
};

interface MessageText {
  title: string;
  description: string;
}

/** What the site says about a submission kept on the device (content/lead-outbox.ts). */
export interface OutboxCopy {
  /** Kept on the device: it will be sent on its own. */
  saved: MessageText;
  /** Sent later, away from the form: the description ends with the reference id. */
  sent: MessageText;
  /** Sent later, and refused for good: removed from the device. */
  refused: MessageText;
  /** Not sent within the key's 24 hours: removed from the device. */
  expired: MessageText;
}

export interface OutboxEntry {
  kind: LeadKind;
  key: string;
  body: object;
  /** Epoch milliseconds of the first attempt. */
  savedAt: number;
}

/** An RTK Query-shaped failure (`{ status, data }`), so the forms read it like their own. */
export interface RefusedAnswer {
  status: number;
  data: unknown;
}

export type OutboxOutcome =
  | { result: 'sent'; entry: OutboxEntry; response: unknown }
  | { result: 'refused'; entry: OutboxEntry; error: RefusedAnswer }
  | { result: 'expired'; entry: OutboxEntry };

/** A fresh Idempotency-Key for one submission. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed submission is worth sending again with the same key: no answer at all (RTK
 * Query's FETCH_ERROR, TIMEOUT_ERROR), a server failure (5xx, also when its body was not JSON),
 * the same key still running (409), a timeout (408) or the rate limit (429).
 */
export function isRetryable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return true;
  const { status, originalStatus } = error as { status?: unknown; originalStatus?: unknown };
  const code = typeof status === 'number' ? status : originalStatus;
  if (typeof code !== 'number') return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
  return code >= 500 || code === 408 || code === 409 || code === 429;
}

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return (
    !!entry &&
    typeof entry.kind === 'string' &&
    typeof entry.key === 'string' &&
    typeof entry.body === 'object' &&
    entry.body !== null &&
    typeof entry.savedAt === 'number'
  );
}

export function readOutbox(): OutboxEntry[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeOutbox(entries: OutboxEntry[]): void {
  try {
    if (entries.length) window.localStorage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    else window.localStorage.removeItem(OUTBOX_KEY);
  } catch {
    // Storage off or full: the visitor was told to try again if saving fails (see keepInOutbox).
  }
}

/** Keeps a submission (replacing one with the same key); false when the device would not store it. */
export function keepInOutbox(entry: OutboxEntry): boolean {
  const others = readOutbox().filter((kept) => kept.key !== entry.key);
  writeOutbox([...others, entry].slice(-OUTBOX_LIMIT));
  return readOutbox().some((kept) => kept.key === entry.key);
}

export function removeFromOutbox(key: string): void {
  writeOutbox(readOutbox().filter((entry) => entry.key !== key));
}

/*
 * Who hears the outcomes: first the forms on the page (each takes only the submission it sent),
 * then a notification area that toasts whatever is left. An outcome nobody took waits for the
 * next listener, and asks for a notification area of its own meanwhile (a content page has none).
 */
type Listener = (outcome: OutboxOutcome) => boolean;
/** `form`: the form that sent it; `area-host`: the toasts of the pages with a notification area (forms, About, admin); `host`: the toasts of a content page. */
export type OutboxListenerRole = 'form' | 'area-host' | 'host';
const listeners: { listener: Listener; role: OutboxListenerRole }[] = [];
const unclaimed: OutboxOutcome[] = [];
let areaHosts = 0;
let hostWanted = false;
const hostWatchers = new Set<() => void>();
const notifyHostWatchers = () => hostWatchers.forEach((watcher) => watcher());

function publish(outcome: OutboxOutcome): void {
  const byRole = (role: OutboxListenerRole) => listeners.filter((entry) => entry.role === role);
  const asked = [...byRole('form'), ...byRole('area-host'), ...byRole('host')];
  if (asked.some(({ listener }) => listener(outcome))) return;
  unclaimed.push(outcome);
  if (!hostWanted && areaHosts === 0) {
    hostWanted = true;
    notifyHostWatchers();
  }
}

/** Hears each outcome, in the order of the roles; answers a function that stops it. */
export function listenToOutbox(listener: Listener, role: OutboxListenerRole): () => void {
  const entry = { listener, role };
  listeners.push(entry);
  if (role === 'area-host') {
    areaHosts += 1;
    hostWanted = false;
    notifyHostWatchers();
  }
  for (const outcome of unclaimed.splice(0)) publish(outcome);
  return () => {
    listeners.splice(listeners.indexOf(entry), 1);
    if (role === 'area-host') {
      areaHosts -= 1;
      notifyHostWatchers();
    }
  };
}

/** For useSyncExternalStore: whether a page without a notification area needs one for the outbox. */
export const outboxHost = {
  subscribe(watcher: () => void) {
    hostWatchers.add(watcher);
    return () => void hostWatchers.delete(watcher);
  },
  wanted: () => hostWanted && areaHosts === 0,
};

/** POSTs one kept submission with its key; a 2xx or definitive 4xx answer ends it, anything else keeps it. */
async function resend(entry: OutboxEntry): Promise<OutboxOutcome | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SUBMIT_TIMEOUT_MS);
  try {
    const response = await fetch(`/api/${entry.kind}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': entry.key,
        'Accept-Language': siteLocale.code,
      },
      body: JSON.stringify(entry.body),
      signal: controller.signal,
    });
    if (isRetryable({ status: response.status })) return undefined;
    const data: unknown = await response.json().catch(() => undefined);
    return response.ok
      ? { result: 'sent', entry, response: data }
      : { result: 'refused', entry, error: { status: response.status, data } };
  } catch {
    return undefined; // still no answer: kept for the next try
  } finally {
    clearTimeout(timer);
  }
}

let delivering: Promise<void> | undefined;

async function deliverEach(now: () => number): Promise<void> {
  for (const entry of readOutbox()) {
    if (now() - entry.savedAt >= OUTBOX_LIFETIME_MS) {
      removeFromOutbox(entry.key);
      publish({ result: 'expired', entry });
      continue;
    }
    const outcome = await resend(entry);
    if (!outcome) continue;
    removeFromOutbox(entry.key);
    publish(outcome);
  }
}

/**
 * Sends every kept submission once, oldest first (one run at a time per page); drops those past
 * the key's lifetime unsent. Each ending is published to the listeners.
 */
export function deliverOutbox(now = () => Date.now()): Promise<void> {
  // Cleared once settled (always after this assignment, even when the run had nothing to wait for).
  delivering ??= deliverEach(now).finally(() => {
    delivering = undefined;
  });
  return delivering;
}
