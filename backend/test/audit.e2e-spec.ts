import { randomUUID } from 'node:crypto';
import type { AuditLogEntry } from '@trucking-finance/contracts';
import { dataUrl, image } from './factories/images';
import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

/** Where the admin's requests seem to come from (one trusted proxy hop). */
const ADMIN_ADDRESS = '198.51.100.23';

describe('Audit trail', () => {
  let t: TestApp;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY_HOPS: '1' } });
    admin = `Bearer ${await t.adminToken()}`;
    adminId = (await t.http().get('/api/auth/me').set('Authorization', admin)).body.user.id;
  });
  afterAll(() => t.close());

  /** An admin request from ADMIN_ADDRESS. */
  const as = <T extends { set(name: string, value: string): T }>(request: T): T =>
    request.set('Authorization', admin).set('X-Forwarded-For', ADMIN_ADDRESS);
  const trail = async (query = ''): Promise<AuditLogEntry[]> =>
    (await as(t.http().get(`/api/audit${query}`)).expect(200)).body.entries;
  /** Every stored column of the audit rows about one target, as text. */
  const rowsAbout = async (targetId: string): Promise<string> =>
    JSON.stringify(await t.dataSource.query('SELECT * FROM audit_log WHERE target_id = $1', [targetId]));

  it('keeps who deleted which quote, when and from where, after the quote is gone, with none of its details', async () => {
    const lead = quoteRequest();
    const { id, submittedAt } = (await t.http().post('/api/quotes').send(lead).expect(201)).body.quote;
    const before = Date.now();
    await as(t.http().delete(`/api/quotes/${id}`)).expect(200);

    const [entry] = await trail('?action=quote.delete');
    expect(entry).toMatchObject({
      actor: { id: adminId, username: TEST_ADMIN.username },
      action: 'quote.delete',
      target: { kind: 'quote', id },
      summary: { before: { submittedAt } },
      ip: ADMIN_ADDRESS,
    });
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 5_000);

    expect(await t.dataSource.query('SELECT id FROM quote_requests WHERE id = $1', [id])).toEqual([]);
    const stored = await rowsAbout(id);
    for (const personal of [lead.email, lead.phone, lead.contactName, lead.companyName, lead.comments]) {
      expect(stored).not.toContain(personal);
    }
  });

  it('audits deleting a fuel card application the same way', async () => {
    const lead = fuelCardApplication();
    const { id } = (await t.http().post('/api/fuel-card-applications').send(lead).expect(201)).body
      .application;
    await as(t.http().delete(`/api/fuel-card-applications/${id}`)).expect(200);

    const [entry] = await trail('?action=fuel_card_application.delete');
    expect(entry).toMatchObject({
      actor: { id: adminId },
      target: { kind: 'fuel_card_application', id },
      ip: ADMIN_ADDRESS,
    });
    const stored = await rowsAbout(id);
    for (const personal of [lead.email, lead.phone, lead.contactName]) expect(stored).not.toContain(personal);
  });

  it('records nothing for a write that changed nothing', async () => {
    const missing = randomUUID();
    await as(t.http().delete(`/api/quotes/${missing}`)).expect(404);
    await as(t.http().delete('/api/quotes/not-an-id')).expect(400);
    expect(await t.dataSource.query('SELECT id FROM audit_log WHERE target_id = $1', [missing])).toEqual([]);
  });

  it('audits adding, changing, moving and removing team members with positions and field names, not their words', async () => {
    const member = (name: string) => ({
      name,
      role: 'Director of Carrier Onboarding',
      experience: '11 years in freight finance',
      bio: `${name} onboarded more than 900 owner-operators at a Midwest factoring house.`,
    });
    const add = async (name: string) =>
      (await as(t.http().post('/api/team-members')).send(member(name)).expect(201)).body.teamMember;
    const ana = await add('Ana Whitfield');
    const ben = await add('Ben Okafor');

    await as(t.http().put(`/api/team-members/${ben.id}`))
      .send({
        bio: 'Ben now leads the Fort Worth team.',
        profileImage: dataUrl('image/png', await image('png')),
      })
      .expect(200);
    await as(t.http().post(`/api/team-members/${ben.id}/move`))
      .send({ direction: 'up' })
      .expect(200);
    await as(t.http().delete(`/api/team-members/${ana.id}`)).expect(200);

    const entries = (await trail('?pageSize=100')).filter(({ target }) => target?.kind === 'team_member');
    const about = (id: string) =>
      entries.filter((entry) => entry.target?.id === id).map(({ action, summary }) => ({ action, summary }));
    // Newest first.
    expect(about(ben.id)).toEqual([
      {
        action: 'team_member.move',
        summary: {
          direction: 'up',
          before: { position: ben.position },
          after: { position: ben.position - 1 },
        },
      },
      { action: 'team_member.update', summary: { fields: ['bio'], photo: 'replaced' } },
      { action: 'team_member.create', summary: { after: { position: ben.position } } },
    ]);
    expect(about(ana.id)).toEqual([
      // Ben moved above her, so she was second when she was removed.
      { action: 'team_member.delete', summary: { before: { position: ana.position + 1 } } },
      { action: 'team_member.create', summary: { after: { position: ana.position } } },
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor: { id: adminId, username: TEST_ADMIN.username },
        ip: ADMIN_ADDRESS,
      });
    }
    const stored = (await rowsAbout(ana.id)) + (await rowsAbout(ben.id));
    for (const words of [
      'Ana Whitfield',
      'Ben Okafor',
      'Fort Worth',
      'Carrier Onboarding',
      'owner-operators',
    ]) {
      expect(stored).not.toContain(words);
    }
  });

  it('audits sign-ins, failed sign-ins (the username only) and sign-outs', async () => {
    const from = (address: string) => t.http().post('/api/auth/login').set('X-Forwarded-For', address);
    await from('203.0.113.61').send({ username: 'Night-Owl', password: 'a wrong password' }).expect(401);
    const { token } = (await from('203.0.113.62').send(TEST_ADMIN).expect(200)).body;
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    await t
      .http()
      .post('/api/auth/logout')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Forwarded-For', '203.0.113.62')
      .expect(200);

    const [failed] = await trail('?action=auth.login_failed&actor=night-owl');
    expect(failed).toMatchObject({
      actor: { id: null, username: 'Night-Owl' },
      target: null,
      ip: '203.0.113.61',
    });
    const [login] = await trail('?action=auth.login');
    expect(login).toMatchObject({
      actor: { id: adminId, username: TEST_ADMIN.username },
      target: { kind: 'admin_user', id: adminId },
      ip: '203.0.113.62',
    });
    const [logout] = await trail('?action=auth.logout');
    expect(logout).toMatchObject({
      actor: { id: adminId },
      target: { kind: 'session', id: jti },
      ip: '203.0.113.62',
    });

    const everything = JSON.stringify(await t.dataSource.query('SELECT * FROM audit_log'));
    expect(everything).not.toContain('a wrong password');
    expect(everything).not.toContain(TEST_ADMIN.password);
  });

  it('lists newest first, a page at a time, filtered by action and by actor (username any case, or id)', async () => {
    const first = await trail('?pageSize=2');
    const { body } = await as(t.http().get('/api/audit?page=2&pageSize=2')).expect(200);
    expect(first).toHaveLength(2);
    expect(body).toMatchObject({ success: true, page: 2, pageSize: 2 });
    expect(body.total).toBeGreaterThan(4);
    const newestFirst = [...first, ...body.entries].map(({ at }: AuditLogEntry) => Date.parse(at));
    expect([...newestFirst].sort((a, b) => b - a)).toEqual(newestFirst);

    const byName = await trail(`?actor=${TEST_ADMIN.username.toUpperCase()}&pageSize=100`);
    const byId = await trail(`?actor=${adminId}&pageSize=100`);
    expect(byName.length).toBeGreaterThan(0);
    expect(byId.map(({ id }) => id)).toEqual(byName.map(({ id }) => id));
    expect(byName.every(({ actor }) => actor.username === TEST_ADMIN.username)).toBe(true);
    expect(
      (await trail('?action=team_member.move')).every(({ action }) => action === 'team_member.move'),
    ).toBe(true);

    for (const bad of ['page=0', 'pageSize=101', 'action=DROP TABLE', `actor=${'x'.repeat(201)}`]) {
      const refused = await as(t.http().get(`/api/audit?${bad}`));
      expect(refused.status).toBe(400);
    }
  });

  it('is for admins only', async () => {
    const none = await t.http().get('/api/audit');
    expect(none.status).toBe(401);
    const client = t.sign({ sub: 'quickbooks:127.0.0.1:maria', role: 'client', username: 'maria' });
    const refused = await t.http().get('/api/audit').set('Authorization', `Bearer ${client}`);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain('entries');
  });

  it('covers every admin route that changes something (each names its action in the OpenAPI description)', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    const writes = Object.entries(
      body.paths as Record<string, Record<string, Record<string, unknown>>>,
    ).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method]) => method !== 'get')
        .map(([method, operation]) => ({ method, path, action: operation['x-audit-action'] })),
    );
    const adminWrites: typeof writes = [];
    for (const write of writes) {
      // Whatever the description says, the server decides: an admin route answers 401 without a token.
      const url = write.path.replace(/\{[^}]+\}/g, randomUUID());
      const { status } = await (
        t.http() as unknown as Record<string, (url: string) => Promise<{ status: number }>>
      )[write.method](url);
      if (status === 401) adminWrites.push(write);
    }

    expect(adminWrites.map(({ method, path }) => `${method.toUpperCase()} ${path}`).sort()).toEqual(
      [
        'DELETE /api/quotes/{id}',
        'DELETE /api/fuel-card-applications/{id}',
        'POST /api/team-members',
        'PUT /api/team-members/{id}',
        'DELETE /api/team-members/{id}',
        'POST /api/team-members/{id}/move',
        'POST /api/auth/logout',
        'POST /api/notifications/{id}/retry',
      ].sort(),
    );
    expect(adminWrites.filter(({ action }) => typeof action !== 'string')).toEqual([]);
  });
});
