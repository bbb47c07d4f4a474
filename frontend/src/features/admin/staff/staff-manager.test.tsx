import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { StaffMember } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { expectToast, signInBeforeEach } from '@/testing/admin-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

const LIST = 'GET /api/staff';
const CREATE = 'POST /api/staff';

const member = (id: number, overrides: Partial<StaffMember>): StaffMember => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  username: `user${id}`,
  displayName: `User ${id}`,
  role: 'agent',
  createdAt: '2026-11-03T21:15:00.000Z',
  ...overrides,
});

const owner = member(1, { username: 'dispatch-admin', displayName: 'Dana Whitaker', role: 'owner' });
const agent = member(2, { username: 'luis.ortega', displayName: 'Luis Ortega' });

const refused = (status: number, code: string, error: string, fields?: Record<string, string>) =>
  Response.json({ success: false, code, error, ...(fields ? { fields } : {}) }, { status });

/** The staff API over an in-memory list, as the server keeps it. */
function staffServer(overrides: Parameters<typeof mockApi>[0] = {}) {
  let staff = [owner, agent];
  const api = mockApi({
    [LIST]: () => Response.json({ success: true, staff }),
    [CREATE]: async (request) => {
      const body = (await request.json()) as StaffMember;
      const created = member(3, { username: body.username, displayName: body.displayName, role: body.role });
      staff = [...staff, created];
      return Response.json({ success: true, staffMember: created }, { status: 201 });
    },
    ...overrides,
  });
  return api;
}

async function openStaff() {
  const view = await renderApp(paths.admin.staff);
  await screen.findByRole('cell', { name: owner.username });
  return view;
}

/** Opens "Add staff member" and types the three text fields, as an owner would; answers the dialog. */
async function openAddDialog(
  user: UserEvent,
  fields: { username: string; displayName: string; password: string },
): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Add staff member' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add staff member' });
  await user.type(within(dialog).getByLabelText('Username'), fields.username);
  await user.type(within(dialog).getByLabelText('Display name'), fields.displayName);
  await user.type(within(dialog).getByLabelText('Password'), fields.password);
  return dialog;
}

const rowOf = (username: string) => screen.getByRole('cell', { name: username }).closest('tr') as HTMLElement;

describe('staff management', () => {
  signInBeforeEach();

  it('lists every account with its display name, role and creation time', async () => {
    staffServer();
    await openStaff();

    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Username', 'Display name', 'Role', 'Created', 'Actions']);
    const ownerRow = rowOf(owner.username);
    expect(within(ownerRow).getByText('Dana Whitaker')).toBeInTheDocument();
    expect(within(ownerRow).getByText('Owner')).toBeInTheDocument();
    expect(within(ownerRow).getByText('Nov 3, 2026, 2:15 PM MST')).toHaveAttribute(
      'datetime',
      owner.createdAt,
    );
    expect(within(rowOf(agent.username)).getByText('Agent')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Luis Ortega' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset password of Luis Ortega' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Luis Ortega' })).toBeInTheDocument();
  });

  it('adds a staff member: sends the four fields, then lists them', async () => {
    const api = staffServer();
    const { user } = await openStaff();

    const dialog = await openAddDialog(user, {
      username: '  priya.shah ',
      displayName: 'Priya Shah',
      password: 'long enough passphrase',
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Owner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    await expectToast('Added priya.shah');
    expect(await api.lastBody(CREATE)).toEqual({
      username: 'priya.shah',
      displayName: 'Priya Shah',
      password: 'long enough passphrase',
      role: 'owner',
    });
    expect(api.requestsTo(CREATE)[0].headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await screen.findByRole('cell', { name: 'priya.shah' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open while the account is being added; Escape closes it otherwise', async () => {
    let finishAdding: (answer: Response) => void = () => {};
    staffServer({
      [CREATE]: () =>
        new Promise<Response>((resolve) => {
          finishAdding = resolve;
        }),
    });
    const { user } = await openStaff();

    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    await screen.findByRole('dialog', { name: 'Add staff member' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const dialog = await openAddDialog(user, {
      username: 'priya.shah',
      displayName: 'Priya Shah',
      password: 'long enough passphrase',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));
    expect(await within(dialog).findByRole('button', { name: /Adding\.\.\./ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add staff member' })).toBe(dialog);

    // Once the answer is in, the dialog is the form again: the refusal sits beside its field.
    finishAdding(refused(409, 'staff_username_taken', 'That username is taken.'));
    expect(await within(dialog).findByText('That username is already taken.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('refuses a short password before asking the server', async () => {
    const api = staffServer();
    const { user } = await openStaff();

    const dialog = await openAddDialog(user, {
      username: 'priya.shah',
      displayName: 'Priya Shah',
      password: 'too short',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(await within(dialog).findByText('Use at least 12 characters.')).toBeInTheDocument();
    expect(api.requestsTo(CREATE)).toHaveLength(0);
  });

  it('shows a taken username (409) beside the field and keeps the dialog open', async () => {
    staffServer({
      [CREATE]: () => refused(409, 'staff_username_taken', 'That username is taken.'),
    });
    const { user } = await openStaff();

    const dialog = await openAddDialog(user, {
      username: 'luis.ortega',
      displayName: 'Luis Again',
      password: 'long enough passphrase',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(await within(dialog).findByText('That username is already taken.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's field errors of a 400 beside their fields", async () => {
    staffServer({
      [CREATE]: () =>
        refused(400, 'validation_failed', 'Please check the highlighted fields.', { password: 'too_short' }),
    });
    const { user } = await openStaff();

    const dialog = await openAddDialog(user, {
      username: 'priya.shah',
      displayName: 'Priya Shah',
      password: 'long enough passphrase',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Add staff member' }));

    expect(await within(dialog).findByText('Use at least 12 characters.')).toBeInTheDocument();
  });

  it('renames and changes the role, sending only what changed', async () => {
    const api = staffServer({
      [`PATCH /api/staff/${agent.id}`]: async (request) =>
        Response.json({ success: true, staffMember: { ...agent, ...((await request.json()) as object) } }),
    });
    const { user } = await openStaff();

    await user.click(screen.getByRole('button', { name: 'Edit Luis Ortega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Luis Ortega' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('luis.ortega');
    await user.clear(within(dialog).getByLabelText('Display name'));
    await user.type(within(dialog).getByLabelText('Display name'), 'Luis A. Ortega');
    await user.click(within(dialog).getByRole('radio', { name: 'Owner' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await expectToast('Saved changes to luis.ortega');
    expect(await api.lastBody(`PATCH /api/staff/${agent.id}`)).toEqual({
      displayName: 'Luis A. Ortega',
      role: 'owner',
    });
  });

  it('resets a password with a PATCH of the password alone', async () => {
    const api = staffServer({
      [`PATCH /api/staff/${agent.id}`]: () => Response.json({ success: true, staffMember: agent }),
    });
    const { user } = await openStaff();

    await user.click(screen.getByRole('button', { name: 'Reset password of Luis Ortega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Luis Ortega' });
    await user.type(within(dialog).getByLabelText('New password'), 'a brand new passphrase{Enter}');

    await expectToast('Password reset for luis.ortega; their sessions have ended');
    expect(await api.lastBody(`PATCH /api/staff/${agent.id}`)).toEqual({
      password: 'a brand new passphrase',
    });
  });

  it('says so when the last owner would lose the role (409 last_owner)', async () => {
    staffServer({
      [`PATCH /api/staff/${owner.id}`]: () => refused(409, 'last_owner', 'There must be at least one owner.'),
    });
    const { user } = await openStaff();

    await user.click(screen.getByRole('button', { name: 'Edit Dana Whitaker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dana Whitaker' });
    await user.click(within(dialog).getByRole('radio', { name: 'Agent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await expectToast('Failed to save the changes');
    await expectToast('There must be at least one owner.');
    expect(screen.getByRole('dialog', { name: 'Edit Dana Whitaker' })).toBeInTheDocument();
  });

  it('removes an account after confirming, then refreshes the list', async () => {
    const api = staffServer({
      [`DELETE /api/staff/${agent.id}`]: () => Response.json({ success: true }),
    });
    const { user } = await openStaff();
    const listed = api.requestsTo(LIST).length;

    await user.click(screen.getByRole('button', { name: 'Remove Luis Ortega' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this staff member?' });
    expect(dialog).toHaveTextContent('Luis Ortega (luis.ortega) will no longer be able to sign in');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await expectToast('Removed luis.ortega');
    expect(api.requestsTo(`DELETE /api/staff/${agent.id}`)).toHaveLength(1);
    await waitFor(() => expect(api.requestsTo(LIST).length).toBeGreaterThan(listed));
  });

  it('keeps the account when the removal is cancelled', async () => {
    const api = staffServer();
    const { user } = await openStaff();

    await user.click(screen.getByRole('button', { name: 'Remove Luis Ortega' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.all.filter((request) => request.method === 'DELETE')).toEqual([]);
  });

  it('shows the server sentence when a removal is refused (403 owner_only)', async () => {
    staffServer({
      [`DELETE /api/staff/${agent.id}`]: () => refused(403, 'owner_only', 'Only owners can do that.'),
    });
    const { user } = await openStaff();

    await user.click(screen.getByRole('button', { name: 'Remove Luis Ortega' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));

    await expectToast('Failed to remove the staff member');
    await expectToast('Only owners can do that.');
  });

  it('tells an agent the page is for owners instead of failing', async () => {
    staffServer({ [LIST]: () => refused(403, 'owner_only', 'Only owners can do that.') });
    await renderApp(paths.admin.staff);

    expect(await screen.findByText('Only owners can manage staff')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add staff member' })).not.toBeInTheDocument();
    expect(screen.queryByText('Failed to load staff accounts')).not.toBeInTheDocument();
  });

  it('says so when the list fails to load', async () => {
    staffServer({ [LIST]: () => refused(503, 'database_unavailable', 'Database down') });
    await renderApp(paths.admin.staff);

    await expectToast('Failed to load staff accounts');
  });
});
