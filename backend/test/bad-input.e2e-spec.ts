import { fieldErrorCodes } from '@trucking-finance/contracts';
import { fuelCardApplication, quoteRequest } from '@trucking-finance/contracts/testing';
import { useTestApp } from './support/test-app';

/**
 * Input that used to reach a 500 (or slip through unnoticed). The contract: bad input gets a clear
 * 4xx naming what is wrong, with a code, and nothing is stored.
 */
describe('Bad input never reaches a 5xx', () => {
  const t = useTestApp();

  const teamMember = {
    name: 'Dana Whitaker',
    role: 'CEO',
    experience: '18 years',
    bio: 'Started in dispatch.',
  };
  let memberId: string;
  beforeAll(async () => {
    const { body } = await t.http().post('/api/team-members').set('Authorization', t.admin).send(teamMember);
    memberId = body.teamMember.id;
  });

  const rowCount = async (): Promise<number> => {
    const [{ count }] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM quote_requests) + (SELECT count(*) FROM fuel_card_applications)
        + (SELECT count(*) FROM team_members) AS count`,
    );
    return Number(count);
  };

  /** Every route that takes a body: how to send one, and a valid body to spoil. */
  const bodyRoutes = () => [
    {
      name: 'POST /api/quotes',
      send: () => t.http().post('/api/quotes'),
      valid: quoteRequest(),
      text: ['companyName', 'contactName', 'mcNumber', 'dotNumber', 'comments'],
    },
    {
      name: 'POST /api/fuel-card-applications',
      send: () => t.http().post('/api/fuel-card-applications'),
      valid: fuelCardApplication(),
      text: [
        'companyName',
        'contactName',
        'mcNumber',
        'dotNumber',
        'primaryRoutes',
        'preferredFuelBrands',
        'comments',
      ],
    },
    {
      name: 'POST /api/team-members',
      send: () => t.http().post('/api/team-members').set('Authorization', t.admin),
      valid: teamMember,
      text: Object.keys(teamMember),
    },
    {
      name: 'PUT /api/team-members/:id',
      send: () => t.http().put(`/api/team-members/${memberId}`).set('Authorization', t.admin),
      valid: teamMember,
      text: Object.keys(teamMember),
    },
    {
      name: 'POST /api/team-members/:id/move',
      send: () => t.http().post(`/api/team-members/${memberId}/move`).set('Authorization', t.admin),
      valid: { direction: 'down' },
      text: [],
    },
    {
      name: 'POST /api/auth/login',
      send: () => t.http().post('/api/auth/login'),
      valid: { username: 'ops-admin', password: 'not the password' },
      text: ['username', 'password'],
    },
    {
      name: 'POST /api/auth/external-redirect',
      send: () => t.http().post('/api/auth/external-redirect'),
      valid: {
        username: 'maria',
        password: 'secret',
        externalUrl: 'https://portal.example.com/login',
        systemType: 'quickbooks',
      },
      text: ['username', 'password', 'externalUrl'],
    },
  ];

  describe('control characters', () => {
    it.each([
      ['NUL', '\u0000'],
      ['BEL', '\u0007'],
      ['ESC', '\u001b'],
      ['DEL', '\u007f'],
      ['a lone UTF-16 surrogate', '\ud800'],
    ])('refuses %s in every text field of every body, naming the field', async (_label, bad) => {
      const before = await rowCount();
      for (const route of bodyRoutes()) {
        for (const field of route.text) {
          const value = (route.valid as Record<string, unknown>)[field];
          const { status, body } = await route
            .send()
            .send({ ...route.valid, [field]: `${String(value).slice(0, 3)}${bad}x` });
          expect([route.name, field, status]).toEqual([route.name, field, 400]);
          expect(body.code).toBe('validation_failed');
          expect(body.fields).toEqual({ [field]: 'invalid_characters' });
          expect(body.details[field][0]).toContain(field);
        }
      }
      expect(await rowCount()).toBe(before);
    });

    it('says which field holds the control character, in words', async () => {
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ companyName: 'Ridgeline\u0000Freight' }));
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        error:
          'Please correct these fields: companyName contains characters that are not allowed (control characters or broken Unicode).',
        code: 'validation_failed',
        details: {
          companyName: [
            'companyName contains characters that are not allowed (control characters or broken Unicode)',
          ],
        },
        fields: { companyName: 'invalid_characters' },
      });
    });

    it('lets free text hold tabs and line breaks, but not a single-line field', async () => {
      const comments = 'Two reefers.\r\n\tMostly 45-day shippers.\nThanks!';
      const multiline = await t.http().post('/api/quotes').send(quoteRequest({ comments }));
      expect(multiline.status).toBe(201);
      expect(multiline.body.quote.comments).toBe(comments);

      const line = await t
        .http()
        .post('/api/quotes')
        .send(quoteRequest({ contactName: 'Maria\nAlvarez' }));
      expect(line.status).toBe(400);
      expect(line.body.fields).toEqual({ contactName: 'invalid_characters' });
    });

    it('refuses a NUL in the login username and password with 400, not 500', async () => {
      for (const credentials of [
        { username: 'ops-admin\u0000', password: 'x' },
        { username: 'ops-admin', password: 'x\u0000' },
      ]) {
        const { status, body } = await t.http().post('/api/auth/login').send(credentials);
        expect(status).toBe(400);
        expect(Object.values(body.fields)).toEqual(['invalid_characters']);
      }
    });

    it('refuses a NUL in the email search path with 400, not 500', async () => {
      for (const kind of ['quotes', 'fuel-card-applications']) {
        const { status, body } = await t
          .http()
          .get(`/api/${kind}/email/maria%00@ridgeline-freight.com`)
          .set('Authorization', t.admin);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 'validation_failed', fields: { email: 'invalid_characters' } });
        expect(body.error).toContain('email contains characters that are not allowed');
      }
    });

    it('refuses control characters in query strings', async () => {
      for (const query of ['order=%00', 'page=%00', 'pageSize=1%00', 'page=1&order=newest%1b']) {
        const { status, body } = await t.http().get(`/api/quotes?${query}`).set('Authorization', t.admin);
        expect([query, status]).toEqual([query, 400]);
        expect(body.code).toBe('validation_failed');
      }
    });
  });

  describe('deeply nested JSON', () => {
    const nested = (depth: number, leaf = '"x"') => '['.repeat(depth) + leaf + ']'.repeat(depth);

    it('refuses JSON nested thousands deep in any field with 400 before validation, on every body route', async () => {
      const before = await rowCount();
      for (const route of bodyRoutes()) {
        const [field] = Object.keys(route.valid);
        const raw = JSON.stringify(route.valid).replace(/}$/, `,"${field}x":${nested(5_000)}}`);
        expect(raw.length).toBeLessThan(30_000);
        const { status, body } = await route.send().set('Content-Type', 'application/json').send(raw);
        expect([route.name, status]).toEqual([route.name, 400]);
        expect(body).toEqual({
          success: false,
          error: 'The request body is nested too deeply (more than 16 levels).',
          code: 'body_too_deep',
        });
      }
      expect(await rowCount()).toBe(before);
    });

    it('refuses deep objects as well as deep arrays, and takes modest nesting to ordinary validation', async () => {
      const deepObject = '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000);
      const deep = await t
        .http()
        .post('/api/quotes')
        .set('Content-Type', 'application/json')
        .send(deepObject);
      expect(deep.status).toBe(400);
      expect(deep.body.code).toBe('body_too_deep');

      const modest = await t
        .http()
        .post('/api/quotes')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(quoteRequest()).replace(/}$/, `,"extra":${nested(10)}}`));
      expect(modest.status).toBe(400);
      expect(modest.body.fields).toEqual({ extra: 'unknown_field' });
    });
  });

  describe('prototype keys', () => {
    const withKey = (payload: object, key: string, value = '{"polluted":true}') =>
      JSON.stringify(payload).replace(/^{/, `{"${key}":${value},`);

    it.each(['__proto__', 'constructor', 'prototype'])(
      'refuses %s in a body like any other unknown field, storing nothing',
      async (key) => {
        const before = await rowCount();
        for (const route of bodyRoutes()) {
          const { status, body } = await route
            .send()
            .set('Content-Type', 'application/json')
            .send(withKey(route.valid, key));
          expect([route.name, status]).toEqual([route.name, 400]);
          expect(body.code).toBe('validation_failed');
          expect(body.fields).toEqual({ [key]: 'unknown_field' });
          expect(body.error).toBe(`Please correct these fields: ${key} is not a field we accept.`);
        }
        expect(await rowCount()).toBe(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    );

    it('refuses them at any depth, beside the field problems found', async () => {
      const raw = JSON.stringify(quoteRequest()).replace(
        '"companyName":"Ridgeline Freight LLC"',
        '"companyName":{"nested":[{"constructor":{"prototype":1}}]}',
      );
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(status).toBe(400);
      expect(body.fields).toEqual({
        companyName: 'not_text',
        'companyName.nested.0.constructor': 'unknown_field',
      });
    });

    it('refuses them in a query string', async () => {
      for (const key of ['__proto__', 'constructor', 'prototype']) {
        const { status, body } = await t.http().get(`/api/quotes?${key}=1`).set('Authorization', t.admin);
        expect([key, status]).toEqual([key, 400]);
        expect(body.fields).toEqual({ [key]: 'unknown_field' });
      }
    });
  });

  describe('numbers', () => {
    it.each([1e20, '1e3', '0x10', ' 12 ', 6.5, -6, '6.0', `${'0'.repeat(30)}1`, true, [6], { n: 6 }])(
      'refuses numberOfTrucks = %p on both forms',
      async (numberOfTrucks) => {
        for (const [path, payload] of [
          ['/api/quotes', quoteRequest({ numberOfTrucks })],
          ['/api/fuel-card-applications', fuelCardApplication({ numberOfTrucks })],
        ] as const) {
          const { status, body } = await t.http().post(path).send(payload);
          // ' 12 ' is digits once trimmed, as the form sends it.
          if (numberOfTrucks === ' 12 ') {
            expect(status).toBe(201);
            continue;
          }
          expect([path, status]).toEqual([path, 400]);
          expect(body.fields).toEqual({ numberOfTrucks: 'invalid_truck_count' });
        }
      },
    );

    it.each([
      ['page=1e20', { page: 'not_number' }],
      ['page=99999999999999999999999', { page: 'out_of_range' }],
      ['page=-1', { page: 'not_number' }],
      ['page=1.5', { page: 'not_number' }],
      ['page=0x10', { page: 'not_number' }],
      ['page=', { page: 'not_number' }],
      ['pageSize=1e2', { pageSize: 'not_number' }],
      ['pageSize=%2010', { pageSize: 'not_number' }],
      ['page=1&page=2', { page: 'not_number' }],
    ])('refuses ?%s on both lists', async (query, fields) => {
      for (const kind of ['quotes', 'fuel-card-applications']) {
        const { status, body } = await t.http().get(`/api/${kind}?${query}`).set('Authorization', t.admin);
        expect([kind, status]).toEqual([kind, 400]);
        expect(body).toMatchObject({ code: 'validation_failed', fields });
      }
    });

    it('takes the last page there can be without overflowing the offset', async () => {
      const { status, body } = await t
        .http()
        .get('/api/quotes?page=1000000&pageSize=100')
        .set('Authorization', t.admin);
      expect(status).toBe(200);
      expect(body.quotes).toEqual([]);
    });
  });

  describe('wrong types in every field', () => {
    const optional = (route: string): Record<string, true> =>
      route === 'POST /api/fuel-card-applications' ? { comments: true, agreeToTerms: true } : {};
    const hostile: unknown[] = [null, 1e20, -1, 0.5, true, [], ['x'], {}, { a: 1 }, 'x'.repeat(6_000), ''];

    it('answers 400 with a field code for each, never a 5xx', async () => {
      const before = await rowCount();
      for (const route of bodyRoutes()) {
        for (const field of Object.keys(route.valid)) {
          // What an optional field may be: absent (null) or, for free text, empty.
          const allowed = field in optional(route.name) ? [null, ''] : [];
          for (const value of hostile.filter(
            (v) => v !== route.valid[field as never] && !allowed.includes(v as never),
          )) {
            const { status, body } = await route.send().send({ ...route.valid, [field]: value });
            const label = `${route.name} ${field}=${JSON.stringify(value).slice(0, 20)}`;
            expect([label, status, body.code]).toEqual([label, 400, 'validation_failed']);
            expect(fieldErrorCodes).toContain(body.fields[field]);
          }
        }
      }
      expect(await rowCount()).toBe(before);
    });
  });

  describe('bodies and paths that are not what they claim', () => {
    it('refuses a body that is not UTF-8 instead of storing U+FFFD', async () => {
      const [before, after] = JSON.stringify(quoteRequest()).split('Freight');
      // A lone continuation byte and an overlong NUL: decoded, both would become U+FFFD.
      const broken = Buffer.concat([
        Buffer.from(before),
        Buffer.from([0x80, 0xc0, 0x80]),
        Buffer.from(after),
      ]);
      const { status, body } = await t
        .http()
        .post('/api/quotes')
        .set('Content-Type', 'application/json')
        .serialize((data) => data)
        .send(broken);
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        error: 'The request body is not valid UTF-8.',
        code: 'body_not_utf8',
      });
    });

    it.each([
      ['text/plain', 'hello', 415, 'unsupported_media_type'],
      ['application/x-www-form-urlencoded', 'companyName=x', 415, 'unsupported_media_type'],
      ['multipart/form-data; boundary=x', '--x\r\n\r\nx\r\n--x--', 415, 'unsupported_media_type'],
      ['application/json; charset=latin1', '{}', 415, 'unsupported_encoding'],
      ['application/json', '{"companyName":', 400, 'malformed_json'],
      ['application/json', 'null', 400, 'malformed_json'],
      ['application/json', '[1]', 400, 'body_not_object'],
    ])('answers a %s body %p with %i %s', async (type, raw, status, code) => {
      const response = await t.http().post('/api/quotes').set('Content-Type', type).send(raw);
      expect(response.status).toBe(status);
      expect(response.body.code).toBe(code);
    });

    it.each([
      '/api/quotes/email/%E0%A4%A',
      '/api/quotes/email/%ZZ',
      '/api/quotes/email/%FF',
      '/api/quotes/email/%C0%80',
      '/api/fuel-card-applications/email/%',
    ])('answers a malformed %%-escape in %s with 400 invalid_path', async (path) => {
      const { status, body } = await t.http().get(path).set('Authorization', t.admin);
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        error: 'The address is not valid: it has a malformed %-escape or bytes that are not UTF-8.',
        code: 'invalid_path',
      });
    });

    it('answers malformed escapes in ids and sizes with 400 too', async () => {
      for (const call of [
        t.http().delete('/api/quotes/%FF').set('Authorization', t.admin),
        t.http().get('/api/team-members/%E0%A4/photo'),
        t.http().get('/api/placeholder/%FF/120'),
      ]) {
        const { status, body } = await call;
        expect(status).toBe(400);
        expect(body.code).toBe('invalid_path');
      }
    });
  });
});
