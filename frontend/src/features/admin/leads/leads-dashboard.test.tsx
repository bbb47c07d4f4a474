import { act, screen, waitFor, within } from '@testing-library/react';
import { applicationList, quoteList, storedQuote as testQuote } from '@trucking-finance/contracts/testing';
import { paths } from '@/config/paths';
import { endAdminSession } from '@/lib/admin-token';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { expectToast, signInBeforeEach } from '@/testing/admin-session';
import {
  APPLICATIONS,
  QUOTES,
  STATS,
  application,
  dashboardApi,
  openDashboard,
  queryOf,
  quote,
} from '@/testing/leads-dashboard';
import { testRuntimeConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

describe('the leads dashboard', () => {
  signInBeforeEach();

  it('shows lead dates in the business time zone the server is configured with', async () => {
    resetRuntimeConfig();
    dashboardApi({
      'GET /api/config': () => Response.json({ ...testRuntimeConfig, businessTimeZone: 'America/New_York' }),
    });
    await openDashboard();

    const row = screen.getByRole('cell', { name: quote.companyName }).closest('tr')!;
    expect(await within(row).findByText('Nov 3, 2026, 4:15 PM EST')).toHaveAttribute(
      'datetime',
      quote.submittedAt,
    );
    resetRuntimeConfig();
  });

  it('pins Open and Delete to the right edge of the scrolling table, whatever the screen (CSS unpins them on a phone)', async () => {
    dashboardApi();
    await openDashboard();

    const openCell = screen
      .getByRole('button', { name: `Open quote request from ${quote.companyName}` })
      .closest('td')!;
    expect(openCell.className).toMatch(/ant-table-cell-fix-end/);
    expect(openCell.closest('.ant-table-wrapper')).toHaveClass('leadsTable');
  });

  it('shows the four numbers counted by the server and links to the team and the site', async () => {
    dashboardApi();
    await openDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const numbers = screen.getByRole('region', { name: 'Lead numbers' });
    for (const [title, value] of [
      ['Total Quote Requests', '1,234'],
      ['Total Fuel Card Applications', '56'],
      ['Today', '7'],
      ['Unique Companies', '1,100'],
    ]) {
      const card = within(numbers).getByText(title).closest('.ant-card') as HTMLElement;
      expect(card).toHaveTextContent(value);
    }
    expect(screen.getByRole('link', { name: 'Team Management' })).toHaveAttribute('href', paths.admin.team);
    expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', paths.home);
  });

  it("shows a search the server counted only up to 500 as '500+'", async () => {
    dashboardApi({ [QUOTES]: () => Response.json({ ...quoteList([quote], 500), totalCapped: true }) });
    await openDashboard();

    expect(screen.getByRole('tab', { name: 'Quote Requests (500+)' })).toBeInTheDocument();
    expect(screen.getByText('1-20 of 500+')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fuel Card Applications (1)' })).toBeInTheDocument();
  });

  it('lists quote requests: date in business time first, then the work, contact links, options by their labels', async () => {
    dashboardApi({ [QUOTES]: () => Response.json(quoteList([quote], 45)) });
    const { user } = await openDashboard();

    expect(screen.getByRole('tab', { name: 'Quote Requests (45)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Fuel Card Applications (1)' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.filter(Boolean)).toEqual([
      'Submitted',
      'Company',
      'Status',
      'Assigned to',
      'Contact',
      'MC / DOT',
      'Request',
      'Business',
      'Actions',
    ]);
    const row = screen.getByRole('cell', { name: quote.companyName }).closest('tr')!;
    expect(within(row).getByText('Nov 3, 2026, 2:15 PM MST')).toHaveAttribute('datetime', quote.submittedAt);
    expect(within(row).getByRole('link', { name: quote.email })).toHaveAttribute(
      'href',
      `mailto:${quote.email}`,
    );
    expect(within(row).getByRole('link', { name: quote.phone })).toHaveAttribute('href', 'tel:8015550142');
    for (const text of [
      'Maria Lopez',
      'MC 123456',
      'DOT 2345678',
      'Invoice Factoring',
      '$50,000 - $100,000',
      'Source: Direct',
      'Small Fleet (2-10 trucks)',
      '3-5 years',
      '6 trucks',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.queryByText(quote.comments)).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Expand row' }));

    expect(screen.getByText('Comments')).toBeInTheDocument();
    expect(screen.getByText(quote.comments)).toBeVisible();
  });

  it("counts an owner-operator's one truck in the singular", async () => {
    const oneTruck = testQuote({ id: 'one-truck', companyName: 'Solo Run Trucking', numberOfTrucks: 1 });
    dashboardApi({ [QUOTES]: () => Response.json(quoteList([quote, oneTruck])) });
    await openDashboard();

    const row = screen.getByRole('cell', { name: oneTruck.companyName }).closest('tr')!;
    expect(within(row).getByText('1 truck')).toBeInTheDocument();
    expect(within(row).queryByText('1 trucks')).not.toBeInTheDocument();
  });

  it('lists fuel card applications with their program, spend, routes and brands', async () => {
    dashboardApi();
    const { user } = await openDashboard();

    await user.click(screen.getByRole('tab', { name: 'Fuel Card Applications (1)' }));

    const row = (await screen.findByRole('cell', { name: application.companyName })).closest('tr')!;
    expect(within(row).getByText('Nov 2, 2026, 8:05 AM MST')).toBeInTheDocument();
    for (const text of [
      'Fleet Fuel Card Program',
      '$10,000 - $20,000',
      'Medium Fleet (11-50 trucks)',
      '14 trucks',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(row).getByRole('button', { name: 'Expand row' }));
    expect(screen.getByText(application.primaryRoutes)).toBeVisible();
    expect(screen.getByText(application.preferredFuelBrands)).toBeVisible();
    expect(screen.getByText('None')).toBeVisible();
  });

  it('pages on the server, never downloading the whole list', async () => {
    const api = dashboardApi({
      [QUOTES]: (request) =>
        Response.json(
          queryOf(request).page === '2'
            ? quoteList([testQuote({ id: 'second-page', companyName: 'Second Page Freight' })], 45, 2)
            : quoteList([quote], 45),
        ),
    });
    const { user } = await openDashboard();
    expect(queryOf(api.requestsTo(QUOTES)[0])).toEqual({ page: '1', pageSize: '20', order: 'newest' });
    expect(queryOf(api.requestsTo(APPLICATIONS)[0])).toEqual({ page: '1', pageSize: '20', order: 'newest' });

    await user.click(screen.getByTitle('Next Page'));

    expect(await screen.findByRole('cell', { name: 'Second Page Freight' })).toBeInTheDocument();
    expect(queryOf(api.requestsTo(QUOTES).at(-1)!)).toEqual({ page: '2', pageSize: '20', order: 'newest' });
  });

  it('sorts by date: oldest first is asked of the server, a page at a time', async () => {
    // 25 quotes, newest first: "Lead 0" is the newest, "Lead 24" the oldest.
    const newestFirst = Array.from({ length: 25 }, (_, index) =>
      testQuote({ id: `quote-${index}`, companyName: `Lead ${index}` }),
    );
    const api = dashboardApi({
      [QUOTES]: (request) => {
        const page = Number(queryOf(request).page);
        const pageSize = Number(queryOf(request).pageSize);
        const ordered = queryOf(request).order === 'oldest' ? newestFirst.toReversed() : newestFirst;
        const rows = ordered.slice((page - 1) * pageSize, page * pageSize);
        return Response.json(quoteList(rows, newestFirst.length, page, pageSize));
      },
    });
    const { user } = await renderApp(paths.admin.quotes);
    await screen.findByRole('cell', { name: 'Lead 0' });
    const dateHeader = screen.getByRole('columnheader', { name: /Submitted/ });
    expect(dateHeader).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(dateHeader).getByText('Submitted'));

    expect(await screen.findByRole('cell', { name: 'Lead 24' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Submitted/ })).toHaveAttribute('aria-sort', 'ascending');
    const companies = screen
      .getAllByRole('row')
      .map((row) => row.querySelectorAll('td')[2]?.textContent)
      .filter(Boolean);
    expect(companies).toEqual(Array.from({ length: 20 }, (_, index) => `Lead ${24 - index}`));
    expect(api.requestsTo(QUOTES).slice(1).map(queryOf)).toEqual([
      { page: '1', pageSize: '20', order: 'oldest' },
    ]);
  });

  describe('keeps the shown table’s place in the URL', () => {
    /** 45 quotes, newest first ("Lead 0" the newest), answered a page at a time in either order. */
    const pagedQuotes = Array.from({ length: 45 }, (_, index) =>
      testQuote({ id: `quote-${index}`, companyName: `Lead ${index}` }),
    );
    const pagedApi = () =>
      dashboardApi({
        [QUOTES]: (request) => {
          const { page, pageSize, order } = queryOf(request);
          const ordered = order === 'oldest' ? pagedQuotes.toReversed() : pagedQuotes;
          const size = Number(pageSize);
          const rows = ordered.slice((Number(page) - 1) * size, Number(page) * size);
          return Response.json(quoteList(rows, pagedQuotes.length, Number(page), size));
        },
      });

    it('opens the page, size and order a link names', async () => {
      const api = pagedApi();
      await renderApp(`${paths.admin.quotes}?page=2&pageSize=10&order=oldest`);

      expect(await screen.findByRole('cell', { name: 'Lead 34' })).toBeInTheDocument();
      expect(queryOf(api.requestsTo(QUOTES)[0])).toEqual({ page: '2', pageSize: '10', order: 'oldest' });
      expect(screen.getByRole('columnheader', { name: /Submitted/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    });

    it('writes each move to the URL, and other filters start again at page 1', async () => {
      pagedApi();
      const { user, router } = await renderApp(paths.admin.quotes);
      const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
      await screen.findByRole('cell', { name: 'Lead 0' });
      expect(params()).toEqual({});

      await user.click(screen.getByTitle('Next Page'));
      expect(await screen.findByRole('cell', { name: 'Lead 20' })).toBeInTheDocument();
      expect(params()).toEqual({ page: '2' });

      await user.click(
        within(screen.getByRole('columnheader', { name: /Submitted/ })).getByText('Submitted'),
      );
      expect(await screen.findByRole('cell', { name: 'Lead 44' })).toBeInTheDocument();
      expect(params()).toEqual({ order: 'oldest' });

      await user.click(screen.getByTitle('Next Page'));
      expect(await screen.findByRole('cell', { name: 'Lead 24' })).toBeInTheDocument();
      expect(params()).toEqual({ order: 'oldest', page: '2' });

      await user.type(screen.getByLabelText('Search by email'), 'ops@canyon.com{Enter}');
      await waitFor(() => expect(params()).toEqual({ order: 'oldest', email: 'ops@canyon.com' }));
    });

    it('puts the other tab in the URL when it is shown, and finds the first where it was left', async () => {
      pagedApi();
      const { user, router } = await renderApp(paths.admin.quotes);
      const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
      await screen.findByRole('cell', { name: 'Lead 0' });
      await user.click(screen.getByTitle('Next Page'));
      await screen.findByRole('cell', { name: 'Lead 20' });

      await user.click(screen.getByRole('tab', { name: /Fuel Card Applications/ }));
      expect(params()).toEqual({ tab: 'fuel-card-applications' });

      await user.click(screen.getByRole('tab', { name: /Quote Requests/ }));
      expect(params()).toEqual({ page: '2' });
      expect(await screen.findByRole('cell', { name: 'Lead 20' })).toBeInTheDocument();
    });

    it('shows the last page when a link names a page past the end', async () => {
      const api = pagedApi();
      const { router } = await renderApp(`${paths.admin.quotes}?page=9`);

      expect(await screen.findByRole('cell', { name: 'Lead 40' })).toBeInTheDocument();
      expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
      expect(queryOf(api.requestsTo(QUOTES).at(-1)!)).toEqual({ page: '3', pageSize: '20', order: 'newest' });
    });

    it('ignores a page, size or order it does not understand', async () => {
      const api = pagedApi();
      await renderApp(`${paths.admin.quotes}?page=-3&pageSize=5000&order=sideways`);

      expect(await screen.findByRole('cell', { name: 'Lead 0' })).toBeInTheDocument();
      expect(queryOf(api.requestsTo(QUOTES)[0])).toEqual({ page: '1', pageSize: '20', order: 'newest' });
    });
  });

  it('asks the server again for the numbers and both lists on Refresh', async () => {
    const api = dashboardApi();
    const { user } = await openDashboard();
    const before = [STATS, QUOTES, APPLICATIONS].map((call) => api.requestsTo(call).length);

    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() =>
      expect([STATS, QUOTES, APPLICATIONS].map((call) => api.requestsTo(call).length)).toEqual(
        before.map((count) => count + 1),
      ),
    );
  });

  it('says when there is nothing yet', async () => {
    dashboardApi({ [QUOTES]: () => Response.json(quoteList([])) });
    await renderApp(paths.admin.quotes);

    expect(await screen.findByText('No quote requests yet.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Quote Requests (0)' })).toBeInTheDocument();
  });

  it.each([
    [QUOTES, 'Failed to fetch quotes'],
    [APPLICATIONS, 'Failed to fetch fuel card applications'],
    [STATS, 'Failed to fetch dashboard numbers'],
  ])('says so when %s fails', async (call, message) => {
    dashboardApi({
      [call]: () => Response.json({ success: false, error: 'Database down' }, { status: 503 }),
    });
    await renderApp(paths.admin.quotes);

    await expectToast(message);
  });

  it('searches both lists by email and clears the search when it is emptied', async () => {
    const searchedQuote = testQuote({ id: 'searched', companyName: 'Searched Freight Co' });
    const api = dashboardApi({
      'GET /api/quotes/email/MARIA%40wasatchfreight.com': () => Response.json(quoteList([searchedQuote])),
      'GET /api/fuel-card-applications/email/MARIA%40wasatchfreight.com': () =>
        Response.json(applicationList([])),
    });
    const { user } = await openDashboard();

    await user.type(screen.getByLabelText('Search by email'), '  MARIA@wasatchfreight.com ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('cell', { name: 'Searched Freight Co' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Showing submissions from MARIA@wasatchfreight.com.',
    );
    expect(screen.getByRole('tab', { name: 'Fuel Card Applications (0)' })).toBeInTheDocument();
    expect(api.requestsTo('GET /api/fuel-card-applications/email/MARIA%40wasatchfreight.com')).toHaveLength(
      1,
    );

    await user.clear(screen.getByLabelText('Search by email'));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('cell', { name: quote.companyName })).toBeInTheDocument();
    expect(screen.queryByText(/Showing submissions from/)).not.toBeInTheDocument();
  });

  it('clears a search whose answer has not come yet: a slow list never locks the search box', async () => {
    dashboardApi({
      // The searched lists never answer.
      'GET /api/quotes/email/slow%40example.com': () => new Promise<Response>(() => undefined),
      'GET /api/fuel-card-applications/email/slow%40example.com': () =>
        new Promise<Response>(() => undefined),
    });
    const { user } = await openDashboard();

    await user.type(screen.getByLabelText('Search by email'), 'slow@example.com');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Showing submissions from/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Search by email'));
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(screen.queryByText(/Showing submissions from/)).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: quote.companyName })).toBeInTheDocument();
  });

  it("says 'Failed to search submissions' when a search fails", async () => {
    dashboardApi({
      'GET /api/quotes/email/nobody%40example.com': () => Response.json({ success: false }, { status: 500 }),
      'GET /api/fuel-card-applications/email/nobody%40example.com': () => Response.json(applicationList([])),
    });
    const { user } = await openDashboard();

    await user.type(screen.getByLabelText('Search by email'), 'nobody@example.com{Enter}');

    await expectToast('Failed to search submissions');
  });

  it("deletes a quote after confirming: 'Deleting...' while it runs, then the list and numbers refresh", async () => {
    let finishDeleting: (answer: Response) => void = () => {};
    const api = dashboardApi({
      [`DELETE /api/quotes/${quote.id}`]: () =>
        new Promise<Response>((resolve) => (finishDeleting = resolve)),
    });
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: `Delete quote request from ${quote.companyName}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this quote request?');
    expect(dialog).toHaveTextContent(
      `The quote request from ${quote.companyName} (${quote.contactName}, ${quote.email})`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('button', { name: /Deleting\.\.\./ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    const listedBefore = api.requestsTo(QUOTES).length;
    const countedBefore = api.requestsTo(STATS).length;
    finishDeleting(Response.json({ success: true }));

    await expectToast('Quote deleted successfully');
    await waitFor(() => expect(api.requestsTo(QUOTES).length).toBeGreaterThan(listedBefore));
    expect(api.requestsTo(STATS).length).toBeGreaterThan(countedBefore);
    expect(api.requestsTo(`DELETE /api/quotes/${quote.id}`)[0].headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('steps back a page when deleting the only lead on the last one', async () => {
    const last = testQuote({ id: 'last-one', companyName: 'Last Page Trucking' });
    let total = 21;
    const api = dashboardApi({
      [QUOTES]: (request) =>
        Response.json(
          queryOf(request).page === '2' && total > 20
            ? quoteList([last], total, 2)
            : quoteList([quote], total),
        ),
      'DELETE /api/quotes/last-one': () => {
        total = 20;
        return Response.json({ success: true });
      },
    });
    const { user } = await openDashboard();
    await user.click(screen.getByTitle('Next Page'));
    await user.click(
      await screen.findByRole('button', { name: 'Delete quote request from Last Page Trucking' }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await expectToast('Quote deleted successfully');
    await waitFor(() =>
      expect(queryOf(api.requestsTo(QUOTES).at(-1)!)).toEqual({ page: '1', pageSize: '20', order: 'newest' }),
    );
    expect(await screen.findByRole('cell', { name: quote.companyName })).toBeInTheDocument();
  });

  it('keeps the lead when the dialog is cancelled', async () => {
    const api = dashboardApi();
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: `Delete quote request from ${quote.companyName}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.all.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it.each([
    [
      { success: false, error: 'That fuel card application no longer exists.' },
      404,
      'That fuel card application no longer exists.',
    ],
    [{}, 500, 'Failed to delete fuel card application'],
  ])('shows the server message or the fallback when deleting fails (%#)', async (body, status, message) => {
    dashboardApi({
      [`DELETE /api/fuel-card-applications/${application.id}`]: () => Response.json(body, { status }),
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /Fuel Card Applications/ }));

    await user.click(
      await screen.findByRole('button', {
        name: `Delete fuel card application from ${application.companyName}`,
      }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await expectToast(message);
  });

  it("says 'Error' / 'Failed to delete quote' when deleting a quote fails without a server message", async () => {
    dashboardApi({ [`DELETE /api/quotes/${quote.id}`]: () => Response.json({}, { status: 500 }) });
    const { user } = await openDashboard();

    await user.click(screen.getByRole('button', { name: `Delete quote request from ${quote.companyName}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await expectToast('Failed to delete quote');
    await expectToast('Error');
    expect(screen.getByRole('cell', { name: quote.companyName })).toBeInTheDocument();
  });

  it("deletes a fuel card application: 'Fuel card application deleted successfully'", async () => {
    const api = dashboardApi({
      [`DELETE /api/fuel-card-applications/${application.id}`]: () => Response.json({ success: true }),
    });
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /Fuel Card Applications/ }));
    await user.click(
      await screen.findByRole('button', {
        name: `Delete fuel card application from ${application.companyName}`,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this fuel card application?');
    const listedBefore = api.requestsTo(APPLICATIONS).length;

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expectToast('Fuel card application deleted successfully');
    expect(
      api.requestsTo(`DELETE /api/fuel-card-applications/${application.id}`)[0].headers.get('Authorization'),
    ).toMatch(/^Bearer /);
    await waitFor(() => expect(api.requestsTo(APPLICATIONS).length).toBeGreaterThan(listedBefore));
  });

  it("asks to log in first when there is no stored token: 'Authentication Required'", async () => {
    const api = dashboardApi();
    const { user } = await openDashboard();
    await user.click(screen.getByRole('button', { name: `Delete quote request from ${quote.companyName}` }));
    const dialog = await screen.findByRole('dialog');
    // The token is gone (another tab logged out) while the dialog was open.
    localStorage.clear();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expectToast('Authentication Required');
    await expectToast('Please log in to delete quotes');
    expect(api.all.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('says fuel card applications when deleting one without a token', async () => {
    dashboardApi();
    const { user } = await openDashboard();
    await user.click(screen.getByRole('tab', { name: /Fuel Card Applications/ }));
    await user.click(
      await screen.findByRole('button', {
        name: `Delete fuel card application from ${application.companyName}`,
      }),
    );
    const dialog = await screen.findByRole('dialog');
    localStorage.clear();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expectToast('Please log in to delete fuel card applications');
  });

  it('forgets the leads when the session ends', async () => {
    dashboardApi();
    const { router } = await openDashboard();

    act(() => endAdminSession('logout'));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login));
    expect(screen.queryByText(quote.companyName)).not.toBeInTheDocument();
  });
});
