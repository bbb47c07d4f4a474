import { messages } from '@trucking-finance/contracts';
import { quoteRequest } from '@trucking-finance/contracts/testing';
import { useTestApp } from './support/test-app';

/** API error sentences follow Accept-Language (Spanish or English); the codes never change. */
describe('Error sentences in the language asked for', () => {
  const t = useTestApp();

  it('words a validation error in Spanish, field names and codes unchanged', async () => {
    const { status, body, headers } = await t
      .http()
      .post('/api/quotes')
      .set('Accept-Language', 'es-MX,es;q=0.9,en;q=0.8')
      .send(quoteRequest({ companyName: '', email: 'maria@' }));
    expect(status).toBe(400);
    expect(headers['content-language']).toBe('es');
    expect(body).toEqual({
      success: false,
      error: 'Corrija estos campos: companyName es obligatorio; email debe ser un correo electrónico válido.',
      code: 'validation_failed',
      details: {
        companyName: ['companyName es obligatorio'],
        email: ['email debe ser un correo electrónico válido'],
      },
      fields: { companyName: 'required', email: 'invalid_email' },
    });
  });

  it("words the spec's own sentences and errors outside Nest in Spanish too", async () => {
    const team = await t
      .http()
      .post('/api/team-members')
      .set('Authorization', t.admin)
      .set('Accept-Language', 'es')
      .send({ name: 'Dana' });
    expect(team.body).toMatchObject({ error: 'Complete todos los campos', code: 'validation_failed' });

    const malformed = await t
      .http()
      .post('/api/quotes')
      .set('Accept-Language', 'es')
      .set('Content-Type', 'application/json')
      .send('{"companyName":');
    expect(malformed.headers['content-language']).toBe('es');
    expect(malformed.body).toEqual({
      success: false,
      error: 'El cuerpo de la solicitud no es JSON válido.',
      code: 'malformed_json',
    });

    const login = await t
      .http()
      .post('/api/auth/login')
      .set('Accept-Language', 'es')
      .send({ username: 'ops-admin', password: 'wrong' });
    expect(login.body).toEqual({
      success: false,
      error: 'Credenciales no válidas. Revise su usuario y contraseña.',
      code: 'invalid_credentials',
    });

    const route = await t.http().get('/api/nothing-here').set('Accept-Language', 'es');
    expect(route.body.error).toBe('No hay ningún punto de la API en GET /api/nothing-here.');
  });

  it('answers in English when the header asks for English, for neither language, or is absent', async () => {
    for (const language of ['en-US', 'fr-FR', 'es;q=0', undefined]) {
      const request = t.http().post('/api/auth/login').send({ username: 'ops-admin', password: 'wrong' });
      const { body, headers } = await (language ? request.set('Accept-Language', language) : request);
      expect([language, body.error]).toEqual([language, messages.invalidCredentials]);
      expect(headers['content-language']).toBe('en');
    }
  });
});
