import { startTestApp, type TestApp } from './support/test-app';

describe('Placeholder images', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/placeholder/400/225 answers a cacheable SVG of that size, publicly', async () => {
    const { status, headers, body } = await t
      .http()
      .get('/api/placeholder/400/225')
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(headers['x-content-type-options']).toBe('nosniff');
    const svg = body as string;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="225"/);
    expect(svg).toContain('viewBox="0 0 400 225"');
    expect(svg).toContain('400 × 225');
    expect(svg).not.toMatch(/<script|href=/i);
  });

  it('accepts both ends of the size range', async () => {
    for (const path of ['/api/placeholder/1/1', '/api/placeholder/2000/2000']) {
      const { status, headers } = await t.http().get(path);
      expect(status).toBe(200);
      expect(headers['content-type']).toMatch(/^image\/svg\+xml/);
    }
  });

  const width = 'Width must be a whole number from 1 to 2000.';
  const height = 'Height must be a whole number from 1 to 2000.';
  it.each([
    ['/api/placeholder/0/225', 'width', 'out_of_range', width],
    ['/api/placeholder/5000/225', 'width', 'out_of_range', width],
    ['/api/placeholder/abc/225', 'width', 'not_number', width],
    ['/api/placeholder/400/0', 'height', 'out_of_range', height],
    ['/api/placeholder/400/5000', 'height', 'out_of_range', height],
    ['/api/placeholder/400/abc', 'height', 'not_number', height],
    ['/api/placeholder/12.5/225', 'width', 'not_number', width],
    ['/api/placeholder/-4/225', 'width', 'not_number', width],
    // Digits only: JavaScript would read these as 1000 and 120.
    ['/api/placeholder/1e3/120', 'width', 'not_number', width],
    ['/api/placeholder/120%20/120', 'width', 'not_number', width],
    ['/api/placeholder/120/0x10', 'height', 'not_number', height],
  ])('answers %s with 400 JSON', async (path, field, code, error) => {
    const { status, headers, body } = await t.http().get(path);
    expect(status).toBe(400);
    expect(headers['content-type']).toMatch(/^application\/json/);
    expect(headers['cache-control']).toBe('no-store');
    expect(body).toEqual({
      success: false,
      error,
      code: 'validation_failed',
      details: { [field]: [error] },
      fields: { [field]: code },
    });
  });

  it('answers a path without both sides as an unknown endpoint', async () => {
    const { status, body } = await t.http().get('/api/placeholder/400');
    expect(status).toBe(404);
    expect(body).toEqual({
      success: false,
      error: 'There is no API endpoint at GET /api/placeholder/400.',
      code: 'route_not_found',
    });
  });
});
