import type { RuntimeConfig } from '@trucking-finance/contracts';
import { BUILT_IN_BRAND_DETAILS } from '@/lib/brand-details';

export const testRuntimeConfig: RuntimeConfig = {
  clientPortalUrl: 'https://portal.example.com/login',
  gaMeasurementId: null,
  providerPhone: '(801) 555-0199',
  businessTimeZone: 'America/Denver',
  carrierLookup: false,
  brand: BUILT_IN_BRAND_DETAILS,
};

type Answer = Response | ((request: Request) => Response | Promise<Response>);

/**
 * Answers the page's API calls in a test, keyed by "METHOD /path" (query strings ignored), and
 * records every request. `GET /api/config` answers `testRuntimeConfig` unless a test overrides it;
 * any other unlisted call fails the way a network error would.
 *
 *   const api = mockApi({ 'POST /api/quotes': Response.json({ success: true, quote }, { status: 201 }) });
 *   ...
 *   expect(await api.lastBody('POST /api/quotes')).toMatchObject({ companyName: 'Acme' });
 */
export function mockApi(answers: Record<string, Answer> = {}) {
  const requests: Request[] = [];
  const table: Record<string, Answer> = {
    'GET /api/config': () => Response.json(testRuntimeConfig),
    ...answers,
  };
  const keyOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.origin), init);
    requests.push(request.clone());
    const answer = table[keyOf(request)];
    if (!answer) throw new TypeError(`Failed to fetch (no mock for ${keyOf(request)})`);
    return typeof answer === 'function' ? answer(request) : answer.clone();
  });

  return {
    spy,
    /** Requests made to one "METHOD /path", oldest first. */
    requestsTo: (key: string) => requests.filter((request) => keyOf(request) === key),
    /** The JSON body of the latest request to one "METHOD /path". */
    lastBody: async (key: string): Promise<unknown> => {
      const matching = requests.filter((request) => keyOf(request) === key);
      const last = matching.at(-1);
      if (!last) throw new Error(`No request to ${key}`);
      return last.clone().json();
    },
    /** Replaces or adds an answer mid-test. */
    answer: (key: string, answer: Answer) => {
      table[key] = answer;
    },
    all: requests,
  };
}
