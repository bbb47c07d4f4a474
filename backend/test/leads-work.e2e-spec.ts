import { parse } from 'csv-parse/sync';
import { SEARCH_COUNT_CAP } from '@trucking-finance/contracts';
import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { FuelCardApplication } from '../src/fuel-cards/fuel-card-application.entity';
import { QuoteRequest } from '../src/quotes/quote-request.entity';
import { newStaff, type TestStaff } from './support/staff';
import { useTestApp } from './support/test-app';
import { minutesAfterMidnight } from './support/time-zone';

const ZONE = 'America/Denver';
const DAY = 24 * 60 * 60 * 1000;

describe('Working the leads (admin)', () => {
  const t = useTestApp({ env: { BUSINESS_TIMEZONE: ZONE } });
  let agent: TestStaff;

  beforeAll(async () => {
    agent = await newStaff(t, 'agent', 'Dana Agent');
  });
  beforeEach(async () => {
    await t.deleteAll(QuoteRequest);
    await t.deleteAll(FuelCardApplication);
  });

  const get = (path: string, auth = t.admin) => t.http().get(path).set('Authorization', auth);
  const patch = (path: string, body: object, auth = t.admin) =>
    t.http().patch(path).set('Authorization', auth).send(body);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
  const listQuotes = async (query: string, auth = t.admin) =>
    (await get(`/api/quotes?${query}`, auth).expect(200)).body as { quotes: { id: string }[]; total: number };

  describe('intake: source, language and the honeypot', () => {
    it('stores the source and locale sent with the form and shows them to the admin only', async () => {
      const source = {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring',
        referrer: 'https://www.google.com/',
        landingPath: '/factoring?utm_source=google',
      };
      const created = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ locale: 'es', source }))
        .expect(201);
      expect(created.body.quote).not.toHaveProperty('status');
      expect(created.body.quote).not.toHaveProperty('source');

      const { lead } = (await get(`/api/quotes/${created.body.quote.id}`).expect(200)).body;
      expect(lead).toMatchObject({
        kind: 'quotes',
        status: 'new',
        locale: 'es',
        source,
        assignedTo: null,
        lostReason: null,
        firstContactedAt: null,
      });
    });

    it('stores a lead with the hidden website field filled as spam, answers 201 as usual, and keeps it out of the default list', async () => {
      const bot = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ website: 'http://spam.example' }))
        .expect(201);
      expect(bot.body.application).not.toHaveProperty('status');
      const person = await t
        .http()
        .post('/api/fuel-card-applications')
        .send(fuelCardApplication({ website: '' }))
        .expect(201);

      const list = (await get('/api/fuel-card-applications').expect(200)).body;
      expect(ids(list.applications)).toEqual([person.body.application.id]);
      const spam = (await get('/api/fuel-card-applications?status=spam').expect(200)).body;
      expect(ids(spam.applications)).toEqual([bot.body.application.id]);
      expect(spam.applications[0].status).toBe('spam');
    });

    it.each([
      ['an unknown source key', { source: { utmFoo: 'x' } }, 'source.utmFoo', 'unknown_field'],
      [
        'a source value over 200 characters',
        { source: { utmSource: 'x'.repeat(201) } },
        'source.utmSource',
        'too_long',
      ],
      ['a locale other than en or es', { locale: 'fr' }, 'locale', 'not_one_of'],
      // Optional means left out: null is neither a language nor a source.
      ['a null locale', { locale: null }, 'locale', 'not_one_of'],
      ['a honeypot over 200 characters', { website: 'x'.repeat(201) }, 'website', 'too_long'],
    ])('refuses %s with 400', async (_name, extra, field, code) => {
      const response = await t.http().post('/api/quotes').send(quoteRequest(extra)).expect(400);
      expect(response.body).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
    });

    it.each([
      ['a source that is not an object', 'google'],
      ['a null source', null],
    ])('refuses %s and stores nothing', async (_name, source) => {
      const response = await t.http().post('/api/quotes').send(quoteRequest({ source })).expect(400);
      expect(response.body.code).toBe('validation_failed');
      expect(response.body.fields).toHaveProperty('source');
      expect((await listQuotes('')).total).toBe(0);
    });
  });

  describe('status pipeline', () => {
    it('stamps firstContactedAt on the first move out of new, once, and records every change', async () => {
      const quote = await t.newQuote();
      const contacted = (
        await patch(`/api/quotes/${quote.id}`, { status: 'contacted' }, agent.auth).expect(200)
      ).body.lead;
      expect(contacted.status).toBe('contacted');
      expect(Date.parse(contacted.firstContactedAt)).toBeGreaterThanOrEqual(quote.submittedAt.getTime());
      const stamped = contacted.firstContactedAt;

      await patch(`/api/quotes/${quote.id}`, { status: 'new' }).expect(200);
      const again = (await patch(`/api/quotes/${quote.id}`, { status: 'qualified' }).expect(200)).body.lead;
      expect(again.firstContactedAt).toBe(stamped);

      expect(
        again.history.map((h: { field: string; from: string; to: string; by: string }) => [
          h.field,
          h.from,
          h.to,
          h.by,
        ]),
      ).toEqual([
        ['status', 'new', 'contacted', 'Dana Agent'],
        ['firstContactedAt', null, stamped, 'Dana Agent'],
        ['status', 'contacted', 'new', 'ops-admin'],
        ['status', 'new', 'qualified', 'ops-admin'],
      ]);
      for (const entry of again.history) expect(Number.isNaN(Date.parse(entry.at))).toBe(false);
    });

    it('answers an empty change with the lead as it is, and writes no history and no audit line', async () => {
      const quote = await t.newQuote();
      const count = async (table: string) =>
        ((await t.dataSource.query(`SELECT count(*)::int AS count FROM ${table}`)) as { count: number }[])[0]!
          .count;
      const [audits, history] = [await count('audit_log'), await count('lead_history')];
      const lead = (await patch(`/api/quotes/${quote.id}`, {}).expect(200)).body.lead;
      expect(lead.status).toBe('new');
      expect([await count('audit_log'), await count('lead_history')]).toEqual([audits, history]);
    });

    it('does not count a move to spam as a contact', async () => {
      const quote = await t.newQuote();
      const lead = (await patch(`/api/quotes/${quote.id}`, { status: 'spam' }).expect(200)).body.lead;
      expect(lead.firstContactedAt).toBeNull();
      expect((await listQuotes('')).total).toBe(0);
    });

    it('needs a reason to mark a lead lost, and clears it when the lead leaves lost', async () => {
      const application = await t.newFuelCardApplication();
      const path = `/api/fuel-card-applications/${application.id}`;
      const refused = await patch(path, { status: 'lost' }).expect(400);
      expect(refused.body.code).toBe('lost_reason_required');
      expect((await patch(path, { status: 'lost', lostReason: '   ' }).expect(400)).body.code).toBe(
        'lost_reason_required',
      );

      const lost = (
        await patch(path, { status: 'lost', lostReason: 'Went with their current factor' }).expect(200)
      ).body.lead;
      expect(lost).toMatchObject({ status: 'lost', lostReason: 'Went with their current factor' });
      // A reason may be edited while the lead stays lost.
      expect((await patch(path, { lostReason: 'Rates too high' }).expect(200)).body.lead.lostReason).toBe(
        'Rates too high',
      );

      const won = (await patch(path, { status: 'won' }).expect(200)).body.lead;
      expect(won.lostReason).toBeNull();
      expect((await patch(path, { lostReason: 'x' }).expect(400)).body.code).toBe('lost_reason_not_allowed');
      expect(won.history.map((h: { field: string }) => h.field)).toEqual([
        'status',
        'firstContactedAt',
        'lostReason',
        'lostReason',
        'status',
        'lostReason',
      ]);
    });

    it.each([
      ['an unknown status', { status: 'closed' }, 'status', 'not_one_of'],
      ['a null status', { status: null }, 'status', 'not_one_of'],
      ['an assignee that is not an id', { assignedTo: 'bob' }, 'assignedTo', 'invalid_format'],
      ['a lost reason over 200 characters', { lostReason: 'x'.repeat(201) }, 'lostReason', 'too_long'],
      ['a field it does not take', { priority: 'high' }, 'priority', 'unknown_field'],
    ])('refuses %s with 400', async (_name, body, field, code) => {
      const quote = await t.newQuote();
      const response = await patch(`/api/quotes/${quote.id}`, body).expect(400);
      expect(response.body).toMatchObject({ code: 'validation_failed', fields: { [field]: code } });
    });

    it('answers 404 for a lead that does not exist and 400 for an id that is not a UUID', async () => {
      const missing = '5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70';
      expect((await patch(`/api/quotes/${missing}`, { status: 'won' }).expect(404)).body.code).toBe(
        'quote_not_found',
      );
      expect((await get(`/api/fuel-card-applications/${missing}`).expect(404)).body.code).toBe(
        'fuel_card_application_not_found',
      );
      expect((await get('/api/quotes/not-a-uuid').expect(400)).body.code).toBe('invalid_id');
    });

    it('takes an id in upper case as the same lead (UUIDs are case-insensitive on input)', async () => {
      const quote = await t.newQuote();
      const upper = `/api/quotes/${quote.id.toUpperCase()}`;
      expect((await get(upper).expect(200)).body.lead.id).toBe(quote.id);
      await t
        .http()
        .post(`${upper}/notes`)
        .set('Authorization', t.admin)
        .send({ text: 'Called back.' })
        .expect(201);
      expect((await get(`/api/quotes/${quote.id}`).expect(200)).body.lead.notes).toHaveLength(1);
    });

    it('records each change in the audit trail with the field names only', async () => {
      const quote = await t.newQuote();
      await patch(`/api/quotes/${quote.id}`, { status: 'lost', lostReason: 'Owner retired' }).expect(200);
      const audit = (await get('/api/audit?action=quote.update').expect(200)).body.entries;
      expect(audit[0]).toMatchObject({
        target: { kind: 'quote', id: quote.id },
        summary: { fields: ['status', 'lostReason'] },
      });
      expect(JSON.stringify(audit[0])).not.toContain('Owner retired');
    });
  });

  describe('assignment', () => {
    it('assigns and unassigns, records names in the history, and filters by me, none and id', async () => {
      const mine = await t.newQuote();
      const theirs = await t.newQuote();
      const nobodys = await t.newQuote();
      await patch(`/api/quotes/${mine.id}`, { assignedTo: agent.id }).expect(200);
      const owner = (await get('/api/auth/me').expect(200)).body.user;
      await patch(`/api/quotes/${theirs.id}`, { assignedTo: owner.id }).expect(200);

      expect(ids((await listQuotes('assignedTo=me', agent.auth)).quotes)).toEqual([mine.id]);
      expect(ids((await listQuotes('assignedTo=me')).quotes)).toEqual([theirs.id]);
      expect(ids((await listQuotes('assignedTo=none')).quotes)).toEqual([nobodys.id]);
      expect(ids((await listQuotes(`assignedTo=${agent.id}`)).quotes)).toEqual([mine.id]);

      const moved = (await patch(`/api/quotes/${mine.id}`, { assignedTo: null }, agent.auth).expect(200)).body
        .lead;
      expect(moved.assignedTo).toBeNull();
      expect(
        moved.history.map((h: { field: string; from: string; to: string }) => [h.field, h.from, h.to]),
      ).toEqual([
        ['assignedTo', null, 'Dana Agent'],
        ['assignedTo', 'Dana Agent', null],
      ]);
    });

    it('refuses an assignee who is not a staff member', async () => {
      const quote = await t.newQuote();
      const response = await patch(`/api/quotes/${quote.id}`, {
        assignedTo: '5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70',
      }).expect(400);
      expect(response.body.code).toBe('assignee_not_found');
    });

    it('lists the people a lead can be assigned to, for agents too', async () => {
      const { assignees } = (await get('/api/leads/assignees', agent.auth).expect(200)).body;
      expect(assignees).toEqual(
        expect.arrayContaining([{ id: agent.id, displayName: 'Dana Agent', role: 'agent' }]),
      );
      expect(assignees.some((a: { role: string }) => a.role === 'owner')).toBe(true);
    });
  });

  describe('notes', () => {
    it('adds notes with their author and lists them oldest first', async () => {
      const quote = await t.newQuote();
      const first = await t
        .http()
        .post(`/api/quotes/${quote.id}/notes`)
        .set('Authorization', agent.auth)
        .send({ text: 'Left a voicemail.' })
        .expect(201);
      expect(first.body.note).toMatchObject({ text: 'Left a voicemail.', author: 'Dana Agent' });
      await t
        .http()
        .post(`/api/quotes/${quote.id}/notes`)
        .set('Authorization', t.admin)
        .send({ text: 'Called back:\nwants a rate sheet.' })
        .expect(201);

      const { notes } = (await get(`/api/quotes/${quote.id}`).expect(200)).body.lead;
      expect(notes.map((n: { text: string; author: string }) => [n.text, n.author])).toEqual([
        ['Left a voicemail.', 'Dana Agent'],
        ['Called back:\nwants a rate sheet.', 'ops-admin'],
      ]);
    });

    it('refuses a blank or overlong note, and a note on a missing lead', async () => {
      const quote = await t.newQuote();
      const post = (id: string, body: object) =>
        t.http().post(`/api/quotes/${id}/notes`).set('Authorization', t.admin).send(body);
      expect((await post(quote.id, { text: '  ' }).expect(400)).body.fields).toEqual({ text: 'required' });
      expect((await post(quote.id, { text: 'x'.repeat(5001) }).expect(400)).body.fields).toEqual({
        text: 'too_long',
      });
      expect((await post('5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70', { text: 'hi' }).expect(404)).body.code).toBe(
        'quote_not_found',
      );
    });
  });

  describe('duplicates', () => {
    it('finds other leads of either kind with the same email, phone digits or DOT number in the last 180 days', async () => {
      const lead = await t.newQuote({
        email: 'ops@canyon.com',
        phone: '(801) 555-0142',
        dotNumber: '3456789',
      });
      const sameEmail = await t.newFuelCardApplication({
        email: 'OPS@Canyon.com',
        phone: '385-555-0000',
        dotNumber: '1',
      });
      const samePhone = await t.newQuote({ email: 'a@b.co', phone: '801.555.0142', dotNumber: '2' });
      const sameDot = await t.newFuelCardApplication({
        email: 'c@d.co',
        phone: '385-555-0001',
        dotNumber: 'USDOT 3456789',
      });
      await t.newQuote({ email: 'ops@canyon.com', submittedAt: new Date(Date.now() - 181 * DAY) });
      await t.newQuote({ email: 'other@x.co', phone: '385-555-0002', dotNumber: '9' });

      const { duplicates } = (await get(`/api/quotes/${lead.id}`).expect(200)).body.lead;
      expect(duplicates.map((d: { kind: string; id: string }) => [d.kind, d.id]).sort()).toEqual(
        [
          ['fuel-card-applications', sameEmail.id],
          ['quotes', samePhone.id],
          ['fuel-card-applications', sameDot.id],
        ].sort(),
      );
      expect(duplicates[0]).toEqual({
        kind: expect.any(String),
        id: expect.any(String),
        submittedAt: expect.any(String),
        status: 'new',
      });
    });

    it('lists the newest 50 when more leads share the phone number, each once however many ways it matches', async () => {
      const lead = await t.newQuote({
        email: 'fleet@mesa.co',
        phone: '(602) 555-0199',
        dotNumber: '7654321',
      });
      const older: { id: string }[] = [];
      for (let minutes = 60; minutes > 0; minutes -= 1) {
        older.push(
          await t.newQuote({
            email: `driver${minutes}@mesa.co`,
            phone: '602-555-0199',
            dotNumber: String(minutes),
            submittedAt: new Date(Date.now() - minutes * 60_000 - DAY),
          }),
        );
      }
      // Newest of all, and met by email, phone and DOT number at once.
      const everyWay = await t.newFuelCardApplication({
        email: 'FLEET@mesa.co',
        phone: '6025550199',
        dotNumber: 'USDOT 7654321',
      });

      const { duplicates } = (await get(`/api/quotes/${lead.id}`).expect(200)).body.lead;
      expect(duplicates.map((d: { id: string }) => d.id)).toEqual([
        everyWay.id,
        ...older
          .slice(-49)
          .reverse()
          .map((d) => d.id),
      ]);
    });
  });

  describe('filters', () => {
    it('filters by status (comma list), including spam only when asked', async () => {
      const fresh = await t.newQuote();
      const won = await t.newQuote({ status: 'won' });
      const spam = await t.newQuote({ status: 'spam' });
      expect(ids((await listQuotes('')).quotes)).toEqual(ids([fresh, won]));
      expect(ids((await listQuotes('status=won')).quotes)).toEqual([won.id]);
      expect(ids((await listQuotes('status=new,spam')).quotes)).toEqual(ids([fresh, spam]));
      const refused = await get('/api/quotes?status=new,closed').expect(400);
      expect(refused.body.fields).toEqual({ status: 'not_one_of' });
    });

    it('filters by inclusive dates in the business time zone', async () => {
      const at = (minutes: number) => minutesAfterMidnight(ZONE, minutes);
      const yesterdayLate = await t.newQuote({ submittedAt: at(-1) });
      const todayEarly = await t.newQuote({ submittedAt: at(1) });
      const dateOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(d);
      const today = dateOf(at(1));
      const yesterday = dateOf(at(-1));
      expect(ids((await listQuotes(`from=${today}`)).quotes)).toEqual([todayEarly.id]);
      expect(ids((await listQuotes(`to=${yesterday}`)).quotes)).toEqual([yesterdayLate.id]);
      expect(ids((await listQuotes(`from=${yesterday}&to=${today}`)).quotes)).toEqual(
        ids([yesterdayLate, todayEarly]),
      );
      expect((await get('/api/quotes?from=2026-02-30').expect(400)).body.fields).toEqual({
        from: 'invalid_format',
      });
      expect((await get('/api/quotes?from=2026-11-02&to=2026-11-01').expect(400)).body.fields).toEqual({
        to: 'out_of_range',
      });
    });

    it('searches prefixes of email, company, contact and MC, and the digits of phone and DOT', async () => {
      const a = await t.newQuote({
        email: 'dispatch@ridgeline.com',
        companyName: 'Ridgeline Freight',
        contactName: 'Maria Alvarez',
        mcNumber: 'MC-111',
        phone: '(801) 555-0142',
        dotNumber: '3456789',
      });
      const b = await t.newQuote({
        email: 'ops@canyon.com',
        companyName: 'Canyon Haulers',
        contactName: 'Tom Reyes',
        mcNumber: 'MC-222',
        phone: '385-555-0188',
        dotNumber: '8765432',
      });
      const search = async (q: string) => ids((await listQuotes(`q=${encodeURIComponent(q)}`)).quotes);
      expect(await search('DISPATCH@')).toEqual([a.id]);
      expect(await search('canyon')).toEqual([b.id]);
      expect(await search('maria')).toEqual([a.id]);
      expect(await search('mc-2')).toEqual([b.id]);
      expect(await search('801-555')).toEqual([a.id]);
      expect(await search('8765')).toEqual([b.id]);
      expect(await search('freight')).toEqual([]); // a prefix, not anywhere in the name
      expect(await search('%')).toEqual([]); // LIKE wildcards are taken literally
      expect(await search('_')).toEqual([]);
      expect(await search('')).toEqual(ids([a, b]));
    });

    it('filters by UTM source (any case) and combines every filter', async () => {
      const google = await t.newQuote({
        utmSource: 'Google',
        companyName: 'Alpha Freight',
        assignedTo: agent.id,
        status: 'contacted',
      });
      await t.newQuote({ utmSource: 'google', companyName: 'Alpha Lines', status: 'contacted' });
      await t.newQuote({
        utmSource: 'facebook',
        companyName: 'Alpha Carriers',
        assignedTo: agent.id,
        status: 'contacted',
      });
      await t.newQuote({
        utmSource: 'google',
        companyName: 'Beta Freight',
        assignedTo: agent.id,
        status: 'contacted',
      });
      await t.newQuote({
        utmSource: 'google',
        companyName: 'Alpha Trucks',
        assignedTo: agent.id,
        status: 'new',
      });
      expect((await listQuotes('utmSource=GOOGLE')).total).toBe(4);
      const combined = await listQuotes(
        `utmSource=google&q=alpha&assignedTo=me&status=contacted,qualified`,
        agent.auth,
      );
      expect(ids(combined.quotes)).toEqual([google.id]);
    });

    it('counts a search up to SEARCH_COUNT_CAP matches and says when more matched', async () => {
      const base = Date.now() - DAY;
      await t.dataSource.getRepository(QuoteRequest).insert(
        Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, i) => {
          const payload = quoteRequest({ companyName: `Capped Freight ${i}` });
          return {
            ...payload,
            numberOfTrucks: Number(payload.numberOfTrucks),
            submittedAt: new Date(base + i * 1000),
          };
        }),
      );
      const newest = await t.newQuote({ companyName: 'Capped Freight Newest' });

      const many = (await get('/api/quotes?q=capped&pageSize=10').expect(200)).body;
      expect(many).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true, page: 1, pageSize: 10 });
      expect(many.quotes).toHaveLength(10);
      expect(many.quotes[0].id).toBe(newest.id);
      // A page past the count still answers its rows: counting stopped, the list did not.
      const past = (await get(`/api/quotes?q=capped&pageSize=5&page=${SEARCH_COUNT_CAP / 5 + 1}`).expect(200))
        .body;
      expect(past.quotes).toHaveLength(5);

      const few = (await get('/api/quotes?q=capped%20freight%20newest').expect(200)).body;
      expect(few.total).toBe(1);
      expect(few).not.toHaveProperty('totalCapped');
      // A language filter is counted from the rows the same way.
      const spanish = (await get('/api/quotes?locale=es').expect(200)).body;
      expect(spanish).toMatchObject({ total: 0 });
      expect(spanish).not.toHaveProperty('totalCapped');
      expect((await get('/api/quotes?locale=en').expect(200)).body).toMatchObject({
        total: SEARCH_COUNT_CAP,
        totalCapped: true,
      });
      // Without a search, the total is the whole list's, from the rollups.
      expect((await listQuotes('')).total).toBe(SEARCH_COUNT_CAP + 6);
    });

    it('pages the filtered list with its total', async () => {
      for (let i = 0; i < 5; i += 1) await t.newFuelCardApplication({ status: 'qualified' });
      await t.newFuelCardApplication();
      const page = (await get('/api/fuel-card-applications?status=qualified&pageSize=2&page=3').expect(200))
        .body;
      expect(page).toMatchObject({ total: 5, page: 3, pageSize: 2 });
      expect(page.applications).toHaveLength(1);
    });
  });

  describe('CSV export', () => {
    it('streams the filtered view with every field and neutralises spreadsheet formulas', async () => {
      const risky = await t.newQuote({
        companyName: '=HYPERLINK("http://evil.example","x")',
        contactName: '+1 call me',
        mcNumber: '-2',
        comments: '@SUM(A1)',
        utmSource: '\tgoogle',
        utmCampaign: 'plain, with "quotes"',
        status: 'contacted',
      });
      await t.newQuote({ status: 'spam' });
      const response = await get('/api/quotes/export.csv').expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/,
      );

      const rows = parse(response.text, { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0])).toEqual([
        'id',
        'submittedAt',
        'companyName',
        'contactName',
        'email',
        'phone',
        'mcNumber',
        'dotNumber',
        'businessType',
        'yearsInBusiness',
        'monthlyRevenue',
        'numberOfTrucks',
        'servicesInterested',
        'comments',
        'status',
        'assignedTo',
        'lostReason',
        'firstContactedAt',
        'locale',
        'utmSource',
        'utmMedium',
        'utmCampaign',
        'utmTerm',
        'utmContent',
        'referrer',
        'landingPath',
      ]);
      expect(rows[0]).toMatchObject({
        id: risky.id,
        submittedAt: risky.submittedAt.toISOString(),
        companyName: `'=HYPERLINK("http://evil.example","x")`,
        contactName: "'+1 call me",
        mcNumber: "'-2",
        comments: "'@SUM(A1)",
        utmSource: "'\tgoogle",
        utmCampaign: 'plain, with "quotes"',
        numberOfTrucks: String(risky.numberOfTrucks),
        status: 'contacted',
        assignedTo: '',
        locale: 'en',
      });
    });

    it('writes each field of a fully worked lead as the API shows it, for both kinds', async () => {
      const worked = {
        status: 'lost' as const,
        assignedTo: agent.id,
        lostReason: 'Went with their current factor',
        firstContactedAt: new Date('2026-11-03T17:45:12.345Z'),
        locale: 'es' as const,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'reefer-fall',
        utmTerm: 'factoring',
        utmContent: 'ad-2',
        referrer: 'https://www.google.com/',
        landingPath: '/es/get-quote',
      };
      const leads = {
        quotes: await t.newQuote(worked),
        'fuel-card-applications': await t.newFuelCardApplication(worked),
      };
      for (const [kind, lead] of Object.entries(leads)) {
        const shown = (await get(`/api/${kind}/${lead.id}`).expect(200)).body.lead as Record<
          string,
          unknown
        > & {
          source: Record<string, unknown>;
        };
        const response = await get(`/api/${kind}/export.csv?status=lost`).expect(200);
        const [row, ...others] = parse(response.text, { columns: true }) as Record<string, string>[];
        expect(others).toEqual([]);
        const expected = Object.fromEntries(
          Object.keys(row).map((column) => {
            const value = column in shown ? shown[column] : shown.source[column];
            return [column, value === null || value === undefined ? '' : String(value)];
          }),
        );
        expect(row).toEqual(expected);
        expect(row).toMatchObject({
          firstContactedAt: '2026-11-03T17:45:12.345Z',
          locale: 'es',
          utmTerm: 'factoring',
        });
      }
    });

    it('exports every row across batches, in order, for fuel card applications too', async () => {
      const applications = t.dataSource.getRepository(FuelCardApplication);
      const base = Date.now() - DAY;
      await applications.insert(
        Array.from({ length: 1_005 }, (_, i) => {
          const { agreeToTerms: _consent, ...payload } = fuelCardApplication();
          return { ...payload, submittedAt: new Date(base + i * 1000) };
        }),
      );
      const response = await get('/api/fuel-card-applications/export.csv?order=oldest').expect(200);
      const rows = parse(response.text, { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(1_005);
      expect(new Set(rows.map((row) => row.id)).size).toBe(1_005);
      const times = rows.map((row) => Date.parse(row.submittedAt));
      expect(times).toEqual([...times].sort((x, y) => x - y));
      expect(Object.keys(rows[0])).toContain('preferredFuelBrands');
    });

    it('refuses a bad filter with 400 before streaming', async () => {
      const response = await get('/api/quotes/export.csv?status=maybe').expect(400);
      expect(response.body.code).toBe('validation_failed');
    });
  });

  describe('stats', () => {
    it('counts by status, takes the median minutes to first contact and lists leads waiting over an hour, oldest first', async () => {
      const now = Date.now();
      const minutesAgo = (m: number) => new Date(now - m * 60_000);
      await t.newQuote({
        status: 'contacted',
        submittedAt: minutesAgo(100),
        firstContactedAt: minutesAgo(90),
      }); // 10
      await t.newQuote({ status: 'won', submittedAt: minutesAgo(300), firstContactedAt: minutesAgo(270) }); // 30
      await t.newFuelCardApplication({
        status: 'lost',
        lostReason: 'x',
        submittedAt: minutesAgo(500),
        firstContactedAt: minutesAgo(480),
      }); // 20
      // Outside the 30 days: not in the median.
      await t.newQuote({
        status: 'contacted',
        submittedAt: new Date(now - 31 * DAY),
        firstContactedAt: new Date(now - 30 * DAY),
      });
      const oldest = await t.newFuelCardApplication({ submittedAt: minutesAgo(180) });
      const older = await t.newQuote({ submittedAt: minutesAgo(61), assignedTo: agent.id });
      await t.newQuote({ submittedAt: minutesAgo(59) });
      await t.newQuote({ status: 'spam' });

      const { stats } = (await get('/api/leads/stats', agent.auth).expect(200)).body;
      expect(stats.byStatus).toEqual({ new: 3, contacted: 2, qualified: 0, won: 1, lost: 1, spam: 1 });
      expect(stats.medianMinutesToFirstContact).toBe(20);
      expect(stats.waitingOverAnHour.total).toBe(2);
      expect(
        stats.waitingOverAnHour.leads.map((l: { kind: string; id: string; assignedTo: string | null }) => [
          l.kind,
          l.id,
          l.assignedTo,
        ]),
      ).toEqual([
        ['fuel-card-applications', oldest.id, null],
        ['quotes', older.id, agent.id],
      ]);
    });

    it('answers null for the median when nobody was contacted', async () => {
      await t.newQuote();
      const { stats } = (await get('/api/leads/stats').expect(200)).body;
      expect(stats.medianMinutesToFirstContact).toBeNull();
      expect(stats.waitingOverAnHour).toEqual({ total: 0, leads: [] });
    });
  });

  describe('roles', () => {
    it('lets agents work leads but not manage staff, the team page or the audit trail', async () => {
      const quote = await t.newQuote();
      await get('/api/quotes', agent.auth).expect(200);
      await patch(`/api/quotes/${quote.id}`, { status: 'contacted' }, agent.auth).expect(200);
      for (const response of [
        await get('/api/staff', agent.auth),
        await t.http().post('/api/staff').set('Authorization', agent.auth).send({}),
        await get('/api/audit', agent.auth),
        await t.http().post('/api/team-members').set('Authorization', agent.auth).send({}),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('owner_only');
      }
    });

    it('refuses agents every staff change and the deliveries, as the admin views expect', async () => {
      const someone = '5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70';
      for (const response of [
        await t
          .http()
          .patch(`/api/staff/${agent.id}`)
          .set('Authorization', agent.auth)
          .send({ role: 'owner' }),
        await t.http().delete(`/api/staff/${agent.id}`).set('Authorization', agent.auth),
        await get('/api/notifications?status=failed', agent.auth),
        await t.http().post(`/api/notifications/${someone}/retry`).set('Authorization', agent.auth),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('owner_only');
      }
      // The refused role change did not happen.
      const me = await get('/api/auth/me', agent.auth).expect(200);
      expect(me.body.user.staffRole).toBe('agent');
    });

    it('keeps every lead route for signed-in staff', async () => {
      const quote = await t.newQuote();
      for (const [method, path] of [
        ['get', `/api/quotes/${quote.id}`],
        ['patch', `/api/quotes/${quote.id}`],
        ['post', `/api/quotes/${quote.id}/notes`],
        ['get', '/api/quotes/export.csv'],
        ['get', '/api/leads/assignees'],
      ] as const) {
        expect((await t.http()[method](path)).status).toBe(401);
      }
    });
  });
});
