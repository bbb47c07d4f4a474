import { errorBody, localeOf } from '.';

describe('localeOf', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES-419,es;q=0.9', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-CA,fr;q=0.9,es;q=0.5', 'es'],
    ['fr', 'en'],
    ['es;q=0', 'en'],
    ['es;q=abc', 'en'],
    ['*', 'en'],
    [['es', 'en'], 'es'],
  ] as const)('reads %p as %s', (header, locale) => {
    expect(localeOf(header as string | string[] | undefined)).toBe(locale);
  });

  it('reads a long header in one pass', () => {
    expect(localeOf(`${'x-'.repeat(5_000)},es`)).toBe('es');
  });
});

describe('errorBody', () => {
  it('words a field named __proto__ like any other, without touching a prototype', () => {
    const body = errorBody('en', 'validation_failed', undefined, [
      { field: '__proto__', code: 'unknown_field' },
    ]);
    expect(JSON.parse(JSON.stringify(body))).toEqual({
      success: false,
      error: 'Please correct these fields: __proto__ is not a field we accept.',
      code: 'validation_failed',
      details: { ['__proto__']: ['__proto__ is not a field we accept'] },
      fields: { ['__proto__']: 'unknown_field' },
    });
  });

  it("keeps a form's whole sentences as they are, once, and lists field-led ones", () => {
    const missing = errorBody('en', 'validation_failed', undefined, [
      { field: 'name', code: 'required', sentence: 'team_fields_required' },
      { field: 'bio', code: 'required', sentence: 'team_fields_required' },
    ]);
    expect(missing.error).toBe('Please fill in all fields');
    const mixed = errorBody('es', 'validation_failed', undefined, [
      { field: 'companyName', code: 'required' },
      { field: 'comments', code: 'too_long', max: 5_000 },
    ]);
    expect(mixed.error).toBe(
      'Corrija estos campos: companyName es obligatorio; comments debe tener como máximo 5000 caracteres.',
    );
  });
});
