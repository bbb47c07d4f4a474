import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import {
  estimateFee,
  referenceIdOf,
  type EstimateAnswers,
  type LeadDetail,
  type LeadStatsResponse,
} from '@trucking-finance/contracts';
import { applicationList, leadStats as testStats, quoteList } from '@trucking-finance/contracts/testing';
import { paths } from '@/config/paths';
import { signInBeforeEach } from '@/testing/admin-session';
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
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

const owner = {
  id: '11111111-0000-4000-8000-000000000001',
  displayName: 'Olivia Owner',
  role: 'owner' as const,
};
const agent = {
  id: '22222222-0000-4000-8000-000000000002',
  displayName: 'Andre Agent',
  role: 'agent' as const,
};

const fullStats: LeadStatsResponse['stats'] = {
  ...testStats,
  byStatus: { new: 12, contacted: 5, qualified: 3, won: 2, lost: 1, spam: 4 },
  medianMinutesToFirstContact: 95,
  waitingOverAnHour: { total: 0, leads: [] },
};

const quoteDetail = (overrides: Partial<LeadDetail> = {}): LeadDetail =>
  ({
    ...quote,
    kind: 'quotes',
    source: { utmSource: 'google', utmCampaign: 'spring-factoring', landingPath: '/get-quote' },
    notes: [
      { id: 'n1', text: 'Left a voicemail.', author: 'Olivia Owner', createdAt: '2026-11-03T22:00:00.000Z' },
      {
        id: 'n2',
        text: 'Called back, wants rates.',
        author: 'Andre Agent',
        createdAt: '2026-11-04T16:00:00.000Z',
      },
    ],
    history: [
      { at: '2026-11-03T22:05:00.000Z', by: 'Olivia Owner', field: 'status', from: 'new', to: 'contacted' },
      {
        at: '2026-11-03T22:06:00.000Z',
        by: 'Olivia Owner',
        field: 'assignedTo',
        from: null,
        to: agent.displayName,
      },
    ],
    duplicates: [
      {
        kind: 'fuel-card-applications',
        id: application.id,
        submittedAt: application.submittedAt,
        status: 'new',
      },
    ],
    ...overrides,
  }) as LeadDetail;

const applicationDetail = (): LeadDetail => ({
  ...application,
  kind: 'fuel-card-applications',
  notes: [],
  history: [],
  duplicates: [],
});

/** The dashboard's calls, the assignees and the signed-in owner, and a PATCH that answers the change applied. */
function workApi(overrides: Parameters<typeof mockApi>[0] = {}) {
  return dashboardApi(
    {
      'GET /api/leads/assignees': () => Response.json({ success: true, assignees: [agent, owner] }),
      'GET /api/auth/me': () =>
        Response.json({
          success: true,
          user: {
            id: owner.id,
            username: 'olivia',
            role: 'admin',
            staffRole: 'owner',
            displayName: owner.displayName,
          },
        }),
      [`PATCH /api/quotes/${quote.id}`]: async (request) =>
        Response.json({ success: true, lead: { ...quoteDetail(), ...((await request.json()) as object) } }),
      ...overrides,
    },
    fullStats,
  );
}

/** Picks `label` in an antd Select: opens it, then clicks the option in the list that opened. */
async function choose(user: UserEvent, select: HTMLElement, label: string) {
  await user.click(select);
  const list = await waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].find(
      (dropdown) => !dropdown.className.includes('hidden'),
    );
    if (!open) throw new Error('No open list');
    return open;
  });
  await user.click(within(list).getByTitle(label));
}

describe('working the leads', () => {
  signInBeforeEach();

  it('changes a status in one choice from the row', async () => {
    const api = workApi();
    const { user } = await openDashboard();
    const listed = api.requestsTo(QUOTES).length;

    await choose(user, screen.getByRole('combobox', { name: `Status of ${quote.companyName}` }), 'Contacted');

    await waitFor(() => expect(api.requestsTo(`PATCH /api/quotes/${quote.id}`)).toHaveLength(1));
    expect(await api.lastBody(`PATCH /api/quotes/${quote.id}`)).toEqual({ status: 'contacted' });
    expect(api.requestsTo(`PATCH /api/quotes/${quote.id}`)[0].headers.get('Authorization')).toMatch(
      /^Bearer /,
    );
    // The list asks again: the row may have left a filtered view.
    await waitFor(() => expect(api.requestsTo(QUOTES).length).toBeGreaterThan(listed));
  });

  it('asks why before marking a lead lost, and refuses an empty reason', async () => {
    const api = workApi();
    const { user } = await openDashboard();

    await choose(user, screen.getByRole('combobox', { name: `Status of ${quote.companyName}` }), 'Lost');

    // (antd names its dialogs by an id that is the same for all of them under test: checked by text.)
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Mark ${quote.companyName} as lost`);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please say why the lead was lost.');
    expect(api.requestsTo(`PATCH /api/quotes/${quote.id}`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Why was it lost?'), 'Signed with a bank line of credit');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as lost' }));

    await waitFor(() => expect(api.requestsTo(`PATCH /api/quotes/${quote.id}`)).toHaveLength(1));
    expect(await api.lastBody(`PATCH /api/quotes/${quote.id}`)).toEqual({
      status: 'lost',
      lostReason: 'Signed with a bank line of credit',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('assigns a lead to a staff member and back to nobody', async () => {
    const api = workApi({
      [QUOTES]: () => Response.json(quoteList([{ ...quote, assignedTo: agent.id }])),
    });
    const { user } = await openDashboard();
    const select = screen.getByRole('combobox', { name: `Assignee of ${quote.companyName}` });
    expect(select.closest('.ant-select')).toHaveTextContent(agent.displayName);

    await choose(user, select, owner.displayName);
    await waitFor(() => expect(api.requestsTo(`PATCH /api/quotes/${quote.id}`)).toHaveLength(1));
    expect(await api.lastBody(`PATCH /api/quotes/${quote.id}`)).toEqual({ assignedTo: owner.id });

    await choose(user, select, 'Unassigned');
    await waitFor(() => expect(api.requestsTo(`PATCH /api/quotes/${quote.id}`)).toHaveLength(2));
    expect(await api.lastBody(`PATCH /api/quotes/${quote.id}`)).toEqual({ assignedTo: null });
  });

  it('reads the filters from the URL and asks the server for that view', async () => {
    const api = workApi();
    await openDashboard(
      `${paths.admin.quotes}?status=new,spam&assignedTo=none&from=2026-11-01&to=2026-11-30&utmSource=google&locale=es&q=wasatch`,
    );

    const expected = {
      page: '1',
      pageSize: '20',
      order: 'newest',
      status: 'new,spam',
      assignedTo: 'none',
      from: '2026-11-01',
      to: '2026-11-30',
      utmSource: 'google',
      locale: 'es',
      q: 'wasatch',
    };
    expect(queryOf(api.requestsTo(QUOTES).at(-1)!)).toEqual(expected);
    expect(queryOf(api.requestsTo(APPLICATIONS).at(-1)!)).toEqual(expected);
    // The fields show the view the URL names.
    expect(screen.getByLabelText('Submitted from')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('UTM source')).toHaveValue('google');
    expect(screen.getByLabelText('Search leads')).toHaveValue('wasatch');
    expect(screen.getByRole('button', { name: 'Unassigned' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes each filter to the URL, so the view can be bookmarked', async () => {
    const api = workApi();
    const { user, router } = await openDashboard();
    const params = () => Object.fromEntries(new URLSearchParams(router.state.location.search));

    await user.click(screen.getByRole('button', { name: 'My leads' }));
    await waitFor(() => expect(params()).toEqual({ assignedTo: 'me' }));
    await waitFor(() => expect(queryOf(api.requestsTo(QUOTES).at(-1)!).assignedTo).toBe('me'));

    await user.type(screen.getByLabelText('Search leads'), 'Ridgeline{Enter}');
    await user.type(screen.getByLabelText('UTM source'), 'facebook{Enter}');
    await choose(user, screen.getByLabelText('Status'), 'Spam');
    await choose(user, screen.getByLabelText('Language'), 'Spanish');

    await waitFor(() =>
      expect(params()).toEqual({
        assignedTo: 'me',
        q: 'Ridgeline',
        utmSource: 'facebook',
        status: 'spam',
        locale: 'es',
      }),
    );
    await waitFor(() =>
      expect(queryOf(api.requestsTo(QUOTES).at(-1)!)).toMatchObject({
        assignedTo: 'me',
        q: 'Ridgeline',
        utmSource: 'facebook',
        status: 'spam',
        locale: 'es',
        page: '1',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(params()).toEqual({}));
    expect(screen.getByLabelText('Search leads')).toHaveValue('');
  });

  it('exports the CSV of the same view, with the token', async () => {
    const createObjectURL = jest.fn(() => 'blob:leads');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = workApi({
      'GET /api/quotes/export.csv': () =>
        new Response('id,companyName\n1,Wasatch\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="quotes-2026-11-26.csv"',
          },
        }),
    });
    try {
      const { user } = await openDashboard(
        `${paths.admin.quotes}?status=qualified,won&assignedTo=me&q=wasatch`,
      );

      await user.click(screen.getByRole('button', { name: 'Export quote requests (CSV)' }));

      await waitFor(() => expect(click).toHaveBeenCalled());
      const [request] = api.requestsTo('GET /api/quotes/export.csv');
      expect(queryOf(request)).toEqual({ status: 'qualified,won', assignedTo: 'me', q: 'wasatch' });
      expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe('quotes-2026-11-26.csv');
      expect(link.href).toBe('blob:leads');
    } finally {
      click.mockRestore();
    }
  });

  it('lists the leads still new after an hour, oldest first, with the median time to first contact', async () => {
    workApi({
      [STATS]: () =>
        Response.json({
          success: true,
          stats: {
            ...fullStats,
            waitingOverAnHour: {
              total: 2,
              leads: [
                {
                  kind: 'fuel-card-applications',
                  id: application.id,
                  companyName: 'Oldest Waiting Freight',
                  contactName: 'Tom Reyes',
                  submittedAt: '2026-11-02T15:05:00.000Z',
                  assignedTo: null,
                },
                {
                  kind: 'quotes',
                  id: quote.id,
                  companyName: 'Newer Waiting Lines',
                  contactName: 'Maria Lopez',
                  submittedAt: '2026-11-03T21:15:00.000Z',
                  assignedTo: agent.id,
                },
              ],
            },
          },
        }),
      [`GET /api/fuel-card-applications/${application.id}`]: () =>
        Response.json({ success: true, lead: applicationDetail() }),
    });
    const { user, router } = await openDashboard();

    const waiting = screen.getByRole('region', { name: 'Leads waiting for first contact' });
    expect(waiting).toHaveClass('ant-alert-warning');
    expect(waiting).toHaveTextContent('2 leads are still new after 60 minutes');
    const items = within(waiting).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('button').textContent)).toEqual([
      'Oldest Waiting Freight',
      'Newer Waiting Lines',
    ]);
    expect(items[0]).toHaveTextContent('unassigned');
    const speed = screen.getByRole('region', { name: 'Speed to lead' });
    expect(speed).toHaveTextContent('Median time to first contact (30 days)1 h 35 min');
    expect(speed).toHaveTextContent('New12');
    expect(speed).toHaveTextContent('Spam4');

    await user.click(within(waiting).getByRole('button', { name: 'Oldest Waiting Freight' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?lead=${application.id}&leadKind=fuel-card-applications`),
    );
    // The drawer opens at once and fills in when the lead arrives.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent(
        `Fuel card application: ${application.companyName}`,
      ),
    );
  });

  it('shows the five longest waiting first, the rest listed on request, and every new lead in the table', async () => {
    const leads = Array.from({ length: 8 }, (_, i) => ({
      kind: 'quotes' as const,
      id: `00000000-0000-4000-8000-00000000000${i}`,
      companyName: `Waiting Freight ${i + 1}`,
      contactName: 'Maria Lopez',
      submittedAt: `2026-11-0${i + 1}T15:05:00.000Z`,
      assignedTo: null,
    }));
    workApi({
      [STATS]: () =>
        Response.json({ success: true, stats: { ...fullStats, waitingOverAnHour: { total: 30, leads } } }),
      // Opened on an email search, which the view below must drop with the other filters.
      'GET /api/quotes/email/maria%40example.com': () => Response.json(quoteList([quote])),
      'GET /api/fuel-card-applications/email/maria%40example.com': () =>
        Response.json(applicationList([application])),
    });
    const { user, router } = await openDashboard(
      `${paths.admin.quotes}?utmSource=google&assignedTo=none&email=maria%40example.com`,
    );

    const waiting = screen.getByRole('region', { name: 'Leads waiting for first contact' });
    expect(waiting).toHaveTextContent('30 leads are still new after 60 minutes');
    const names = () =>
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('button').textContent);
    expect(names()).toEqual(leads.slice(0, 5).map((lead) => lead.companyName));

    const toggle = within(waiting).getByRole('button', { name: 'Show 3 more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', within(waiting).getByRole('list').id);
    await user.click(toggle);
    expect(names()).toEqual(leads.map((lead) => lead.companyName));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(waiting).getByRole('button', { name: 'Show the 5 longest waiting only' }));
    expect(names()).toHaveLength(5);

    // The other 22 are one click away in the table: new only, oldest first, nothing else narrowing it.
    await user.click(
      within(waiting).getByRole('button', { name: 'Show every new lead in the tables, oldest first' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?status=new&order=oldest'));
  });

  it('opens a lead from its URL: fields, source, notes newest first, history and duplicates', async () => {
    const api = workApi({
      [`GET /api/quotes/${quote.id}`]: () => Response.json({ success: true, lead: quoteDetail() }),
      [`GET /api/fuel-card-applications/${application.id}`]: () =>
        Response.json({ success: true, lead: applicationDetail() }),
      [`POST /api/quotes/${quote.id}/notes`]: async (request) =>
        Response.json(
          {
            success: true,
            note: {
              id: 'n3',
              ...((await request.json()) as object),
              author: 'Olivia Owner',
              createdAt: '2026-11-05T16:00:00.000Z',
            },
          },
          { status: 201 },
        ),
    });
    const { user, router } = await renderApp(`${paths.admin.quotes}?lead=${quote.id}&leadKind=quotes`);

    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer).toHaveTextContent(`Quote request: ${quote.companyName}`));
    expect(await within(drawer).findByText(quote.comments!)).toBeInTheDocument();
    for (const text of ['MC number', '123456', 'DOT number', '2345678', 'Invoice Factoring', 'English']) {
      expect(within(drawer).getAllByText(text).length).toBeGreaterThan(0);
    }
    for (const text of ['google', 'spring-factoring', '/get-quote']) {
      expect(within(drawer).getByText(text)).toBeInTheDocument();
    }
    // The reference the applicant quotes on the phone, and the estimate they saw beside it.
    expect(within(drawer).getByText(referenceIdOf(quote.id))).toBeInTheDocument();
    const { low, high } = estimateFee(quote as unknown as EstimateAnswers);
    expect(
      within(drawer).getByText(`${low.toFixed(1)}% to ${high.toFixed(1)}% per 30 days per invoice`),
    ).toBeInTheDocument();
    const notes = within(drawer).getByRole('list', { name: 'Notes, newest first' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((note) => note.lastChild?.textContent),
    ).toEqual(['Called back, wants rates.', 'Left a voicemail.']);
    const history = within(drawer).getByRole('list', { name: 'Changes, oldest first' });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      'Olivia Owner changed Status from New to Contacted',
    );
    expect(within(history).getAllByRole('listitem')[1]).toHaveTextContent(
      `Olivia Owner changed Assignee from nobody to ${agent.displayName}`,
    );

    // A note: empty is refused here, a real one goes to the server.
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Please write the note first.')).toBeInTheDocument();
    expect(api.requestsTo(`POST /api/quotes/${quote.id}/notes`)).toHaveLength(0);
    await user.type(within(drawer).getByLabelText('New note'), 'Sent the rate sheet.');
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api.requestsTo(`POST /api/quotes/${quote.id}/notes`)).toHaveLength(1));
    expect(await api.lastBody(`POST /api/quotes/${quote.id}/notes`)).toEqual({
      text: 'Sent the rate sheet.',
    });
    // The drawer asks for the lead again to show it.
    await waitFor(() => expect(api.requestsTo(`GET /api/quotes/${quote.id}`).length).toBeGreaterThan(1));

    // A duplicate of the other kind opens in the same drawer, by URL.
    await user.click(within(drawer).getByRole('button', { name: /^Fuel card application of/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?lead=${application.id}&leadKind=fuel-card-applications`),
    );
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toHaveTextContent(
        `Fuel card application: ${application.companyName}`,
      ),
    );
  });
});
