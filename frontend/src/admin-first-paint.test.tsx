import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { API_STATE_ELEMENT_ID } from '@trucking-finance/contracts';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { loadLazyMatches } from '@/app/load-lazy-matches';
import { routes } from '@/app/routes';
import { renderAdminPage } from './entry-server';
import { signInBeforeEach } from '@/testing/admin-session';
import { APPLICATIONS, dashboardApi, quote, QUOTES, STATS } from '@/testing/leads-dashboard';

jest.setTimeout(30_000);

const ME = 'GET /api/auth/me';
const ASSIGNEES = 'GET /api/leads/assignees';
const SERVER = { origin: 'http://127.0.0.1:3000', token: 'cookie-token' };

/** The dashboard's five first calls, answered; the signed-in person is an owner named Olivia. */
const serverApi = (overrides: Parameters<typeof dashboardApi>[0] = {}) =>
  dashboardApi({
    [ME]: () =>
      Response.json({
        success: true,
        user: {
          id: 'o-1',
          username: 'olivia',
          role: 'admin',
          staffRole: 'owner',
          displayName: 'Olivia Owner',
        },
      }),
    [ASSIGNEES]: () => Response.json({ success: true, assignees: [] }),
    ...overrides,
  });

const callsOf = (requests: Request[]) =>
  requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

describe('the leads dashboard rendered on the server (docs/architecture.md#admin-first-paint)', () => {
  signInBeforeEach();
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("renders with the server's answers, and the browser hydrates it without asking for them again", async () => {
    const url = '/admin/quotes?status=new&pageSize=50';
    const api = serverApi();

    const page = await renderAdminPage(url, SERVER);

    if (page.outcome !== 'rendered') throw new Error(`not rendered: ${page.outcome}`);
    // The calls went to the API itself, signed with the cookie's token, at the URL's view.
    expect(callsOf(api.all).sort()).toEqual([APPLICATIONS, ME, QUOTES, STATS, ASSIGNEES].sort());
    const [list] = api.requestsTo(QUOTES);
    expect(list.url).toBe(`${SERVER.origin}/api/quotes?page=1&pageSize=50&order=newest&status=new`);
    expect(list.headers.get('Authorization')).toBe('Bearer cookie-token');
    expect(page.html).toContain(quote.companyName);
    expect(page.html).toContain('Olivia Owner');
    expect(page.html).not.toContain('Checking your session');

    // The page as the server sends it, then the browser's start (frontend/src/main.tsx).
    window.history.replaceState(null, '', url);
    document.body.innerHTML =
      `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${API_STATE_ELEMENT_ID}">${JSON.stringify(page.state)}</script>`;
    const root = document.getElementById('root')!;
    const asked = api.all.length;
    const hydrationErrors: unknown[] = [];
    await loadLazyMatches(routes, '/admin/quotes');
    await act(async () => {
      hydrateRoot(
        root,
        <StrictMode>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </StrictMode>,
        { onRecoverableError: (error) => hydrationErrors.push(error) },
      );
    });

    expect(hydrationErrors).toEqual([]);
    expect(screen.getByRole('cell', { name: quote.companyName })).toBeInTheDocument();
    expect(screen.getByLabelText('Signed in as')).toHaveTextContent('Olivia Owner');
    // Nothing the server fetched is asked for again; the JSON block is taken.
    expect(callsOf(api.all.slice(asked)).filter((call) => call !== 'GET /api/config')).toEqual([]);
    expect(document.getElementById(API_STATE_ELEMENT_ID)).toBeNull();
  });

  it('leaves the page to the browser when the API refuses the token, or any call fails', async () => {
    serverApi({
      [ME]: () => Response.json({ success: false, error: 'Your session has ended.' }, { status: 401 }),
    });
    expect(await renderAdminPage('/admin/quotes', SERVER)).toEqual({ outcome: 'not-rendered' });

    jest.restoreAllMocks();
    serverApi({ [STATS]: () => Response.json({ success: false, error: 'Busy' }, { status: 503 }) });
    expect(await renderAdminPage('/admin/quotes', SERVER)).toEqual({ outcome: 'not-rendered' });
  });

  it("leaves a lead's drawer and the other admin pages to the browser, asking nothing", async () => {
    const api = serverApi();
    expect(await renderAdminPage('/admin/quotes?lead=q-1&leadKind=quotes', SERVER)).toEqual({
      outcome: 'not-rendered',
    });
    expect(await renderAdminPage('/admin/team', SERVER)).toEqual({ outcome: 'not-rendered' });
    expect(api.all).toEqual([]);
  });
});
