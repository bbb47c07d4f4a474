/** The wall-clock reading of `at` in `timeZone`, as if that reading were UTC. */
function wallClock(at: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * The moment `minutes` after the last midnight in `timeZone` (negative: before it), whatever zone
 * this process runs in: "today" as the business sees it.
 */
export function minutesAfterMidnight(timeZone: string, minutes: number, now = new Date()): Date {
  const offsetAt = (instant: number) => wallClock(new Date(instant), timeZone) - instant;
  const wallNow = wallClock(now, timeZone);
  const wallMidnight = wallNow - (wallNow % 86_400_000);
  // Twice: the offset near midnight, then at midnight itself (it differs on a daylight-saving day).
  const midnight = wallMidnight - offsetAt(wallMidnight - offsetAt(wallMidnight));
  return new Date(midnight + minutes * 60_000);
}
