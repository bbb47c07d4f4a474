import {
  deliverOutbox,
  isRetryable,
  keepInOutbox,
  listenToOutbox,
  OUTBOX_KEY,
  OUTBOX_LIFETIME_MS,
  OUTBOX_LIMIT,
  readOutbox,
  type OutboxEntry,
  type OutboxOutcome,
} from './submission-outbox';

const entry = (n: number, savedAt = Date.now()): OutboxEntry => ({
  kind: 'quotes',
  key: `key-${n}`,
  body: { companyName: `Company ${n}` },
  savedAt,
});

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('the submission outbox', () => {
  it(`keeps at most ${OUTBOX_LIMIT} submissions, the newest`, () => {
    for (let n = 1; n <= OUTBOX_LIMIT + 2; n += 1) expect(keepInOutbox(entry(n))).toBe(true);

    expect(readOutbox().map(({ key }) => key)).toEqual(['key-3', 'key-4', 'key-5', 'key-6', 'key-7']);
  });

  it('replaces a submission kept again with the same key instead of keeping it twice', () => {
    keepInOutbox(entry(1));
    keepInOutbox({ ...entry(1), savedAt: 5 });

    expect(readOutbox()).toEqual([{ ...entry(1), savedAt: 5 }]);
  });

  it('reads a damaged entry as empty', () => {
    window.localStorage.setItem(OUTBOX_KEY, '{not json');
    expect(readOutbox()).toEqual([]);
    const kept = entry(2);
    window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([{ kind: 'quotes' }, kept]));
    expect(readOutbox()).toEqual([kept]);
  });

  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, true],
    [{ status: 'TIMEOUT_ERROR', error: 'AbortError' }, true],
    [{ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>' }, true],
    [{ status: 500, data: {} }, true],
    [{ status: 503, data: {} }, true],
    [{ status: 409, data: {} }, true],
    [{ status: 429, data: {} }, true],
    [{ status: 400, data: {} }, false],
    [{ status: 413, data: {} }, false],
    [{ status: 422, data: {} }, false],
    [{ status: 'PARSING_ERROR', originalStatus: 404, data: '' }, false],
  ])('sends %j again: %s', (error, retry) => {
    expect(isRetryable(error)).toBe(retry);
  });

  it('drops what is past 24 hours unsent, and a run with nothing to wait for does not block the next', async () => {
    const outcomes: OutboxOutcome[] = [];
    const stop = listenToOutbox((outcome) => outcomes.push(outcome) > 0, 'host');
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ success: true, quote: { id: 'abc' } }, { status: 201 }));
    keepInOutbox(entry(1, Date.now() - OUTBOX_LIFETIME_MS));
    await deliverOutbox();
    expect(outcomes.map(({ result }) => result)).toEqual(['expired']);
    expect(fetch).not.toHaveBeenCalled();

    keepInOutbox(entry(2));
    await deliverOutbox();
    stop();

    expect(outcomes.map(({ result }) => result)).toEqual(['expired', 'sent']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('Idempotency-Key')).toBe('key-2');
    expect(readOutbox()).toEqual([]);
  });
});
