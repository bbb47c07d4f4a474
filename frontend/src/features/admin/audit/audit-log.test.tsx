import { screen, waitFor, within } from '@testing-library/react';
import type { AuditLogEntry } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { expectToast, signInBeforeEach } from '@/testing/admin-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

const AUDIT = 'GET /api/audit';

const entry = (index: number, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
  at: '2026-11-03T21:15:00.000Z',
  actor: { id: '00000000-0000-4000-8000-000000000001', username: 'dispatch-admin' },
  action: 'quote.delete',
  target: { kind: 'quote', id: `7f3c9a10-5b2e-4c1d-9e8f-0000000001${String(index).padStart(2, '0')}` },
  summary: null,
  ip: `203.0.113.${index}`,
  ...overrides,
});

const staffCreated = entry(1, {
  action: 'staff.create',
  target: { kind: 'admin_user', id: '00000000-0000-4000-8000-000000000009' },
  summary: { role: 'agent' },
});
const failedLogin = entry(2, {
  action: 'auth.login_failed',
  actor: { id: null, username: 'mallory' },
  target: null,
  ip: '198.51.100.23',
});

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The audit API over a trail of `entries`, newest first, paged and filtered as the server does. */
function trail(entries: AuditLogEntry[], overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [AUDIT]: (request) => {
      const { page, pageSize, action, actor } = queryOf(request);
      const matching = entries.filter(
        (item) => (!action || item.action === action) && (!actor || item.actor.username === actor),
      );
      const from = (Number(page) - 1) * Number(pageSize);
      return Response.json({
        success: true,
        entries: matching.slice(from, from + Number(pageSize)),
        page: Number(page),
        pageSize: Number(pageSize),
        total: matching.length,
      });
    },
    ...overrides,
  });
}

describe('the audit log', () => {
  signInBeforeEach();

  it('lists when, who, what, the target, the details and from where', async () => {
    const api = trail([staffCreated, failedLogin]);
    await renderApp(paths.admin.audit);

    const row = (await screen.findByText('staff.create')).closest('tr') as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Target', 'Details', 'From']);
    expect(within(row).getByText('Nov 3, 2026, 2:15 PM MST')).toHaveAttribute('datetime', staffCreated.at);
    expect(within(row).getByText('dispatch-admin')).toBeInTheDocument();
    expect(within(row).getByText('admin_user')).toBeInTheDocument();
    expect(within(row).getByText('role: agent')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.1')).toBeInTheDocument();
    const loginRow = screen.getByText('auth.login_failed').closest('tr') as HTMLElement;
    expect(within(loginRow).getByText('mallory')).toBeInTheDocument();
    expect(within(loginRow).getByText('198.51.100.23')).toBeInTheDocument();
    expect(queryOf(api.requestsTo(AUDIT)[0])).toEqual({ page: '1', pageSize: '20', order: 'newest' });
  });

  it('pages on the server, newest first', async () => {
    const entries = Array.from({ length: 45 }, (_, index) => entry(index + 1));
    const api = trail(entries);
    const { user } = await renderApp(paths.admin.audit);
    await screen.findByText('203.0.113.1');
    expect(screen.getByText('1-20 of 45')).toBeInTheDocument();

    await user.click(screen.getByTitle('Next Page'));

    expect(await screen.findByText('203.0.113.21')).toBeInTheDocument();
    expect(screen.queryByText('203.0.113.1')).not.toBeInTheDocument();
    expect(queryOf(api.requestsTo(AUDIT).at(-1)!)).toEqual({ page: '2', pageSize: '20', order: 'newest' });
  });

  it('filters by account and action on the server, from the first page, and clears the filters', async () => {
    const api = trail([staffCreated, failedLogin]);
    const { user } = await renderApp(paths.admin.audit);
    await screen.findByText('staff.create');

    await user.type(screen.getByLabelText('Account'), ' mallory ');
    await user.type(screen.getByLabelText('Action'), 'auth.login_failed');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    await waitFor(() => expect(screen.queryByText('staff.create')).not.toBeInTheDocument());
    expect(screen.getByText('auth.login_failed')).toBeInTheDocument();
    expect(queryOf(api.requestsTo(AUDIT).at(-1)!)).toEqual({
      page: '1',
      pageSize: '20',
      order: 'newest',
      actor: 'mallory',
      action: 'auth.login_failed',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByText('staff.create')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toHaveValue('');
  });

  it('refuses an action filter the server would refuse, without asking it', async () => {
    const api = trail([staffCreated]);
    const { user } = await renderApp(paths.admin.audit);
    await screen.findByText('staff.create');
    const asked = api.requestsTo(AUDIT).length;

    await user.type(screen.getByLabelText('Action'), 'delete everything{Enter}');

    expect(await screen.findByText('An action looks like quote.delete or staff.create.')).toBeInTheDocument();
    expect(api.requestsTo(AUDIT)).toHaveLength(asked);
  });

  it('says when no entry matches', async () => {
    trail([staffCreated]);
    const { user } = await renderApp(paths.admin.audit);
    await screen.findByText('staff.create');

    await user.type(screen.getByLabelText('Account'), 'nobody{Enter}');

    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('says so when the trail fails to load', async () => {
    mockApi({ [AUDIT]: () => Response.json({ success: false, error: 'Database down' }, { status: 503 }) });
    await renderApp(paths.admin.audit);

    await expectToast('Failed to load the audit log');
  });

  it('tells an agent the page is for owners', async () => {
    mockApi({
      [AUDIT]: () =>
        Response.json(
          { success: false, code: 'owner_only', error: 'Only owners can do that.' },
          { status: 403 },
        ),
    });
    await renderApp(paths.admin.audit);

    expect(await screen.findByText('Only owners can read the audit log')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
