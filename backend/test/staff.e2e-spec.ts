import { newStaff, signIn } from './support/staff';
import { TEST_ADMIN, useTestApp } from './support/test-app';

describe('Staff accounts (/api/staff)', () => {
  const t = useTestApp();

  const staffPath = (id = '') => `/api/staff${id ? `/${id}` : ''}`;
  const me = (auth: string) => t.http().get('/api/auth/me').set('Authorization', auth);
  const ownerId = async () => (await me(t.admin).expect(200)).body.user.id as string;

  it('makes the ADMIN_USERNAME account an owner, and says so in /api/auth/me', async () => {
    const { user } = (await me(t.admin).expect(200)).body;
    expect(user).toMatchObject({
      username: TEST_ADMIN.username,
      role: 'admin',
      staffRole: 'owner',
      displayName: TEST_ADMIN.username,
    });
  });

  it('adds, lists, renames and removes accounts', async () => {
    const created = await t
      .http()
      .post(staffPath())
      .set('Authorization', t.admin)
      .send({
        username: 'maria.lopez',
        displayName: 'Maria Lopez',
        password: 'a long enough password',
        role: 'agent',
      })
      .expect(201);
    const member = created.body.staffMember;
    expect(member).toEqual({
      id: expect.any(String),
      username: 'maria.lopez',
      displayName: 'Maria Lopez',
      role: 'agent',
      createdAt: expect.any(String),
    });
    expect(member).not.toHaveProperty('passwordHash');

    const { staff } = (await t.http().get(staffPath()).set('Authorization', t.admin).expect(200)).body;
    expect(staff.map((s: { username: string }) => s.username)).toEqual(
      expect.arrayContaining(['maria.lopez', TEST_ADMIN.username]),
    );
    expect(JSON.stringify(staff)).not.toMatch(/password/i);

    const renamed = await t
      .http()
      .patch(staffPath(member.id))
      .set('Authorization', t.admin)
      .send({ displayName: 'María López' })
      .expect(200);
    expect(renamed.body.staffMember.displayName).toBe('María López');

    await t.http().delete(staffPath(member.id)).set('Authorization', t.admin).expect(200, { success: true });
    const gone = await t.http().delete(staffPath(member.id)).set('Authorization', t.admin).expect(404);
    expect(gone.body.code).toBe('staff_not_found');
  });

  it('refuses a username already taken, whatever its case', async () => {
    const agent = await newStaff(t, 'agent');
    const response = await t
      .http()
      .post(staffPath())
      .set('Authorization', t.admin)
      .send({
        username: agent.username.toUpperCase(),
        displayName: 'Copy',
        password: 'a long enough password',
        role: 'agent',
      })
      .expect(409);
    expect(response.body.code).toBe('staff_username_taken');
    const other = await newStaff(t, 'agent');
    const renamed = await t
      .http()
      .patch(staffPath(other.id))
      .set('Authorization', t.admin)
      .send({ username: agent.username })
      .expect(409);
    expect(renamed.body.code).toBe('staff_username_taken');
  });

  it.each([
    [{ displayName: 'X', password: 'a long enough password', role: 'agent' }, 'username', 'required'],
    [
      { username: 'no spaces allowed', displayName: 'X', password: 'a long enough password', role: 'agent' },
      'username',
      'invalid_format',
    ],
    [
      { username: 'short-pass', displayName: 'X', password: 'too short', role: 'agent' },
      'password',
      'too_short',
    ],
    [{ username: 'no-pass', displayName: 'X', role: 'agent' }, 'password', 'required'],
    [
      { username: 'bad-role', displayName: 'X', password: 'a long enough password', role: 'boss' },
      'role',
      'not_one_of',
    ],
    [{ username: 'no-name', password: 'a long enough password', role: 'agent' }, 'displayName', 'required'],
  ])('refuses %j with 400', async (body, field, code) => {
    const response = await t.http().post(staffPath()).set('Authorization', t.admin).send(body).expect(400);
    expect(response.body).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
  });

  it('refuses a null password in a change with 400 (it was hashed and failed with 500)', async () => {
    const agent = await newStaff(t, 'agent');
    const response = await t
      .http()
      .patch(staffPath(agent.id))
      .set('Authorization', t.admin)
      .send({ password: null })
      .expect(400);
    expect(response.body).toMatchObject({ code: 'validation_failed', fields: { password: 'not_text' } });
  });

  it('lets a new account sign in, and ends its sessions at once on a password reset', async () => {
    const agent = await newStaff(t, 'agent');
    await me(agent.auth).expect(200);
    await t
      .http()
      .patch(staffPath(agent.id))
      .set('Authorization', t.admin)
      .send({ password: 'another long password' })
      .expect(200);
    expect((await me(agent.auth).expect(401)).body.code).toBe('session_ended');
    await signIn(t, agent.username, 'another long password');
  });

  it("ends a demoted owner's sessions at once; they sign in again as an agent", async () => {
    const owner = await newStaff(t, 'owner');
    await t.http().get(staffPath()).set('Authorization', owner.auth).expect(200);
    await t
      .http()
      .patch(staffPath(owner.id))
      .set('Authorization', t.admin)
      .send({ role: 'agent' })
      .expect(200);

    expect((await t.http().get(staffPath()).set('Authorization', owner.auth).expect(401)).body.code).toBe(
      'session_ended',
    );
    const again = await signIn(t, owner.username, owner.password);
    expect((await me(again).expect(200)).body.user.staffRole).toBe('agent');
    expect((await t.http().get(staffPath()).set('Authorization', again).expect(403)).body.code).toBe(
      'owner_only',
    );
  });

  it("ends a removed account's sessions at once and unassigns its leads", async () => {
    const agent = await newStaff(t, 'agent');
    const quote = await t.newQuote({ assignedTo: agent.id });
    await t.http().delete(staffPath(agent.id)).set('Authorization', t.admin).expect(200);
    expect((await me(agent.auth).expect(401)).body.code).toBe('session_ended');
    const { lead } = (await t.http().get(`/api/quotes/${quote.id}`).set('Authorization', t.admin).expect(200))
      .body;
    expect(lead.assignedTo).toBeNull();
  });

  it('never leaves the site without an owner', async () => {
    // Make the test owner the only owner left.
    const { staff } = (await t.http().get(staffPath()).set('Authorization', t.admin).expect(200)).body;
    const self = await ownerId();
    for (const other of staff.filter(
      (s: { id: string; role: string }) => s.role === 'owner' && s.id !== self,
    )) {
      await t.http().delete(staffPath(other.id)).set('Authorization', t.admin).expect(200);
    }
    const demote = await t
      .http()
      .patch(staffPath(self))
      .set('Authorization', t.admin)
      .send({ role: 'agent' })
      .expect(409);
    expect(demote.body.code).toBe('last_owner');
    const remove = await t.http().delete(staffPath(self)).set('Authorization', t.admin).expect(409);
    expect(remove.body.code).toBe('last_owner');

    // With a second owner, the first may step down (and its own session ends with it).
    const second = await newStaff(t, 'owner');
    await t.http().patch(staffPath(self)).set('Authorization', t.admin).send({ role: 'agent' }).expect(200);
    expect((await me(t.admin).expect(401)).body.code).toBe('session_ended');
    await t
      .http()
      .patch(staffPath(self))
      .set('Authorization', second.auth)
      .send({ role: 'owner' })
      .expect(200);
    t.admin = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await me(t.admin).expect(200)).body.user.staffRole).toBe('owner');
  });

  it('audits every change with field names only', async () => {
    const agent = await newStaff(t, 'agent');
    await t
      .http()
      .patch(staffPath(agent.id))
      .set('Authorization', t.admin)
      .send({ password: 'yet another long password', role: 'owner' })
      .expect(200);
    const entries = (
      await t.http().get('/api/audit?action=staff.update').set('Authorization', t.admin).expect(200)
    ).body.entries;
    expect(entries[0]).toMatchObject({
      target: { kind: 'admin_user', id: agent.id },
      summary: { fields: ['password', 'role'], role: { from: 'agent', to: 'owner' } },
    });
    expect(JSON.stringify(entries)).not.toContain('yet another long password');
    const created = (
      await t.http().get('/api/audit?action=staff.create').set('Authorization', t.admin).expect(200)
    ).body.entries;
    expect(created.length).toBeGreaterThan(0);
  });

  it('answers 400 for an id that is not a UUID and 401 without a token', async () => {
    expect(
      (await t.http().patch(staffPath('nope')).set('Authorization', t.admin).send({}).expect(400)).body.code,
    ).toBe('invalid_id');
    await t.http().get(staffPath()).expect(401);
  });
});
