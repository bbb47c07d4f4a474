import { screen, waitFor, within } from '@testing-library/react';
import type { DeliveryStatus, NotificationDelivery } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { expectToast, signInBeforeEach } from '@/testing/admin-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

const LIST = 'GET /api/notifications';

const delivery = (id: string, overrides: Partial<NotificationDelivery> = {}): NotificationDelivery => ({
  id,
  channel: 'webhook',
  event: 'lead.created',
  leadKind: 'quotes',
  leadId: '7f3c9a10-5b2e-4c1d-9e8f-0a1b2c3d4e5f',
  status: 'failed',
  attempts: 12,
  lastError: 'Webhook answered 502 Bad Gateway',
  createdAt: '2026-11-03T21:15:00.000Z',
  nextAttemptAt: null,
  deliveredAt: null,
  ...overrides,
});

const failedWebhook = delivery('00000000-0000-4000-8000-000000000001');
const failedEmail = delivery('00000000-0000-4000-8000-000000000002', {
  channel: 'staff-email',
  leadKind: 'fuel-card-applications',
  leadId: 'c0ffee00-1111-4222-8333-444455556666',
  attempts: 9,
  lastError: 'SMTP connection refused',
});
const pendingEmail = delivery('00000000-0000-4000-8000-000000000003', {
  channel: 'applicant-email',
  status: 'pending',
  attempts: 2,
  lastError: 'SMTP timed out',
  nextAttemptAt: '2026-11-03T21:17:00.000Z',
});
const sentWebhook = delivery('00000000-0000-4000-8000-000000000004', {
  status: 'sent',
  attempts: 1,
  lastError: null,
  deliveredAt: '2026-11-03T21:15:04.000Z',
});

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** The deliveries API over an in-memory outbox, paged as the server pages it. */
function outbox(overrides: Parameters<typeof mockApi>[0] = {}) {
  let all = [failedWebhook, failedEmail, pendingEmail, sentWebhook];
  const api = mockApi({
    [LIST]: (request) => {
      const { status, page, pageSize } = queryOf(request);
      const matching = all.filter((item) => item.status === (status as DeliveryStatus));
      const from = (Number(page) - 1) * Number(pageSize);
      return Response.json({
        success: true,
        notifications: matching.slice(from, from + Number(pageSize)),
        page: Number(page),
        pageSize: Number(pageSize),
        total: matching.length,
      });
    },
    ...overrides,
  });
  return {
    api,
    replace: (next: NotificationDelivery[]) => {
      all = next;
    },
  };
}

async function openDeliveries() {
  const view = await renderApp(paths.admin.deliveries);
  await screen.findByText('Webhook answered 502 Bad Gateway');
  return view;
}

const summary = () => screen.getByRole('region', { name: 'Delivery summary' });

const rowWith = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('deliveries', () => {
  signInBeforeEach();

  it('opens on the failed deliveries, their count first, each linked to its lead', async () => {
    const { api } = outbox();
    await openDeliveries();

    expect(screen.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeInTheDocument();
    expect(summary()).toHaveTextContent('2 failed deliveries');
    expect(screen.getByRole('tab', { name: 'Failed (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(queryOf(api.requestsTo(LIST)[0])).toEqual({ status: 'failed', page: '1', pageSize: '20' });

    const webhookRow = rowWith('Webhook answered 502 Bad Gateway');
    expect(within(webhookRow).getByText('Webhook')).toBeInTheDocument();
    expect(within(webhookRow).getByText('lead.created')).toBeInTheDocument();
    expect(within(webhookRow).getByText('12')).toBeInTheDocument();
    expect(within(webhookRow).getByRole('link', { name: 'Quote request 7f3c9a10' })).toHaveAttribute(
      'href',
      `/admin/quotes?lead=${failedWebhook.leadId}&leadKind=quotes`,
    );
    const emailRow = rowWith('SMTP connection refused');
    expect(within(emailRow).getByText('Staff email')).toBeInTheDocument();
    expect(within(emailRow).getByRole('link', { name: 'Fuel card application c0ffee00' })).toHaveAttribute(
      'href',
      `/admin/quotes?lead=${failedEmail.leadId}&leadKind=fuel-card-applications`,
    );
    expect(within(emailRow).getByRole('button', { name: /^Retry/ })).toBeInTheDocument();
  });

  it('shows pending deliveries with their next attempt, and sent ones without a retry', async () => {
    const { api } = outbox();
    const { user } = await openDeliveries();

    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    const pendingRow = (await screen.findByText('SMTP timed out')).closest('tr') as HTMLElement;
    expect(within(pendingRow).getByText('Applicant email')).toBeInTheDocument();
    expect(within(pendingRow).getByText('Nov 3, 2026, 2:17 PM MST')).toHaveAttribute(
      'datetime',
      pendingEmail.nextAttemptAt,
    );
    expect(screen.getByRole('columnheader', { name: 'Next attempt' })).toBeInTheDocument();
    expect(within(pendingRow).getByRole('button', { name: /^Retry/ })).toBeInTheDocument();
    expect(queryOf(api.requestsTo(LIST).at(-1)!)).toMatchObject({ status: 'pending' });

    await user.click(screen.getByRole('tab', { name: 'Sent' }));
    const sentRow = (
      await screen.findByText('Nov 3, 2026, 2:15 PM MST', { selector: 'td:nth-child(6) *' })
    ).closest('tr') as HTMLElement;
    expect(within(sentRow).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    // The failed count stays in view on every tab.
    expect(summary()).toHaveTextContent('2 failed deliveries');
  });

  it('retries a failed delivery with a POST, says so, and refreshes the list and the count', async () => {
    const state = outbox({
      [`POST /api/notifications/${failedWebhook.id}/retry`]: () => {
        state.replace([failedEmail, { ...failedWebhook, status: 'pending' }, pendingEmail, sentWebhook]);
        return Response.json({ success: true, notification: { ...failedWebhook, status: 'pending' } });
      },
    });
    const { user } = await openDeliveries();

    await user.click(
      within(rowWith('Webhook answered 502 Bad Gateway')).getByRole('button', {
        name: 'Retry webhook for quote request 7f3c9a10',
      }),
    );

    await expectToast('Trying that delivery again now');
    expect(state.api.requestsTo(`POST /api/notifications/${failedWebhook.id}/retry`)).toHaveLength(1);
    expect(
      state.api
        .requestsTo(`POST /api/notifications/${failedWebhook.id}/retry`)[0]
        .headers.get('Authorization'),
    ).toMatch(/^Bearer /);
    await waitFor(() => expect(summary()).toHaveTextContent('1 failed delivery'));
    expect(screen.queryByText('Webhook answered 502 Bad Gateway')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed (1)' })).toBeInTheDocument();
  });

  it("shows the server's sentence when a retry is refused", async () => {
    outbox({
      [`POST /api/notifications/${failedWebhook.id}/retry`]: () =>
        Response.json(
          { success: false, code: 'notification_already_sent', error: 'That delivery was already sent.' },
          { status: 409 },
        ),
    });
    const { user } = await openDeliveries();

    await user.click(
      within(rowWith('Webhook answered 502 Bad Gateway')).getByRole('button', { name: /^Retry/ }),
    );

    await expectToast('Failed to retry the delivery');
    await expectToast('That delivery was already sent.');
  });

  it('says when nothing has failed', async () => {
    const state = outbox();
    state.replace([pendingEmail, sentWebhook]);
    await renderApp(paths.admin.deliveries);

    expect(await screen.findByText('No failed deliveries', { selector: '.ant-alert *' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Failed (0)' })).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      delivery(`00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`, {
        lastError: `Failure number ${index + 1}`,
      }),
    );
    const state = outbox();
    state.replace(many);
    const { user } = await renderApp(paths.admin.deliveries);
    await screen.findByText('Failure number 1');
    expect(summary()).toHaveTextContent('25 failed deliveries');

    await user.click(screen.getByTitle('Next Page'));

    expect(await screen.findByText('Failure number 21')).toBeInTheDocument();
    expect(queryOf(state.api.requestsTo(LIST).at(-1)!)).toEqual({
      status: 'failed',
      page: '2',
      pageSize: '20',
    });
  });

  it('tells an agent the page is for owners', async () => {
    mockApi({
      [LIST]: () =>
        Response.json(
          { success: false, code: 'owner_only', error: 'Only owners can do that.' },
          { status: 403 },
        ),
    });
    await renderApp(paths.admin.deliveries);

    expect(await screen.findByText('Only owners can see deliveries')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
