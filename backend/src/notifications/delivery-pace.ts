/**
 * How the worker shares the request thread with a burst of new leads (docs/notifications.md#delivery).
 * Each claim costs that thread database work (the claim, the staff email's duplicates, marking
 * jobs sent), so while leads keep arriving faster than it can take them, taking the lead comes
 * first: the worker waits, at most `maxYieldMs` between claims, and the backlog goes at full speed
 * as soon as the burst ends. At ordinary traffic the thread is nearly idle and nothing waits.
 */
export const DELIVERY_PACE = {
  /** The request thread counts as busy at or above this share of time (event loop utilization). */
  saturated: 0.8,
  /** How often that share is sampled, and how long the worker waits before it looks again. */
  sampleMs: 100,
  /** Leads count as still arriving while the last one was written this recently. */
  burstGapMs: 200,
  /** The longest the worker waits between two claims, whatever the load. */
  maxYieldMs: 2_000,
} as const;

export interface PaceReading {
  /** The request thread's busy share over the last sample (0–1). */
  loopBusy: number;
  msSinceLead: number;
  msSinceClaim: number;
}

/** Whether the worker waits rather than claims now. */
export const yieldsToRequests = ({ loopBusy, msSinceLead, msSinceClaim }: PaceReading): boolean =>
  loopBusy >= DELIVERY_PACE.saturated &&
  msSinceLead < DELIVERY_PACE.burstGapMs &&
  msSinceClaim < DELIVERY_PACE.maxYieldMs;
