import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './configuration';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig({ DATA_DIR: 'memory://', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('has the contract defaults', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      database: { url: undefined, dataDir: 'memory://' },
      auth: { bootstrapAdmin: null },
      site: { gaMeasurementId: null, providerPhone: '(801) 555-0199' },
      businessTimeZone: 'America/Denver',
      externalLogin: { allowedHosts: [] },
      rateLimits: { formsPerMinute: 10, loginFailuresPerMinute: 5 },
    });
    expect(config.site.clientPortalUrl).toMatch(/^https:\/\//);
    expect(config.auth.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:pw@db:5432/leads',
      JWT_SECRET: 's'.repeat(40),
      ADMIN_USERNAME: 'ops',
      ADMIN_PASSWORD: 'a long passphrase',
      CLIENT_PORTAL_URL: 'https://clients.example.com/login',
      GA_MEASUREMENT_ID: 'G-ABC123XYZ',
      PROVIDER_PHONE: '+1 801-555-0123',
      BUSINESS_TIMEZONE: 'America/Chicago',
      EXTERNAL_LOGIN_ALLOWED_HOSTS: ' Portal.Example.com, tms.example.net:8443 ',
      TRUST_PROXY_HOPS: '1',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      database: { url: 'postgres://app:pw@db:5432/leads' },
      auth: { jwtSecret: 's'.repeat(40), bootstrapAdmin: { username: 'ops', password: 'a long passphrase' } },
      site: {
        clientPortalUrl: 'https://clients.example.com/login',
        gaMeasurementId: 'G-ABC123XYZ',
        providerPhone: '+1 801-555-0123',
      },
      businessTimeZone: 'America/Chicago',
      externalLogin: { allowedHosts: ['portal.example.com', 'tms.example.net:8443'] },
      trustProxyHops: 1,
    });
  });

  it('reads the brand details from BRAND_*, with the built-in ones by default', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).site.brand).toEqual({
      textNumber: '(801) 555-0187',
      supportEmail: 'support@summitfreightcapital.com',
      privacyEmail: 'privacy@summitfreightcapital.com',
      securityEmail: 'security@summitfreightcapital.com',
      accessibilityEmail: 'accessibility@summitfreightcapital.com',
      office: {
        street: '2150 South 1300 East, Suite 500',
        city: 'Salt Lake City',
        region: 'UT',
        postalCode: '84106',
      },
      socialLinks: [
        { network: 'Facebook', href: 'https://www.facebook.com/summitfreightcapital' },
        { network: 'LinkedIn', href: 'https://www.linkedin.com/company/summit-freight-capital' },
        { network: 'Instagram', href: 'https://www.instagram.com/summitfreightcapital' },
      ],
    });
    const branded = loadConfig({
      DATA_DIR: 'memory://',
      BRAND_TEXT_NUMBER: '(435) 555-0100',
      BRAND_SUPPORT_EMAIL: 'help@example.com',
      BRAND_OFFICE_ADDRESS: '1 Main St | Ogden | UT | 84401',
      BRAND_SOCIAL_LINKS: 'LinkedIn=https://www.linkedin.com/company/example',
    }).site.brand;
    expect(branded).toMatchObject({
      textNumber: '(435) 555-0100',
      supportEmail: 'help@example.com',
      office: { street: '1 Main St', city: 'Ogden', region: 'UT', postalCode: '84401' },
      socialLinks: [{ network: 'LinkedIn', href: 'https://www.linkedin.com/company/example' }],
    });
    expect(loadConfig({ DATA_DIR: 'memory://', BRAND_SOCIAL_LINKS: '' }).site.brand.socialLinks).toEqual([]);
  });

  it('refuses brand details that are not what they claim', () => {
    expect(
      problemsOf({
        BRAND_SUPPORT_EMAIL: 'support',
        BRAND_OFFICE_ADDRESS: 'Salt Lake City',
        BRAND_SOCIAL_LINKS: 'Facebook=http://facebook.com/x',
      }),
    ).toEqual([
      'Configuration error: BRAND_SUPPORT_EMAIL must be an email address.',
      'Configuration error: BRAND_OFFICE_ADDRESS must be "street | city | state | ZIP", such as 2150 South 1300 East, Suite 500 | Salt Lake City | UT | 84106.',
      'Configuration error: BRAND_SOCIAL_LINKS must be Network=https://… pairs separated by commas.',
    ]);
  });

  it('stops with one line per bad variable, naming it, never echoing the value', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      BUSINESS_TIMEZONE: 'Mars/Olympus',
      DATABASE_URL: 'mysql://db/leads',
      JWT_SECRET: 'short-secret',
      CLIENT_PORTAL_URL: 'http://portal.example.com',
      PROVIDER_PHONE: 'call us',
    });
    expect(problems).toEqual([
      'Configuration error: PORT must be a port number.',
      'Configuration error: DATABASE_URL must be a postgres:// connection string.',
      'Configuration error: JWT_SECRET must be at least 32 characters.',
      'Configuration error: CLIENT_PORTAL_URL must be an https:// URL.',
      'Configuration error: PROVIDER_PHONE must be a phone number such as (801) 555-0199.',
      'Configuration error: BUSINESS_TIMEZONE must be an IANA time zone such as America/Denver.',
    ]);
    expect(problems.join('\n')).not.toContain('short-secret');
  });

  it('requires JWT_SECRET in production and the admin variables together', () => {
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/leads' })).toEqual([
      'Configuration error: JWT_SECRET is required in production (at least 32 random characters).',
    ]);
    expect(problemsOf({ ADMIN_USERNAME: 'ops' })).toEqual([
      'Configuration error: ADMIN_USERNAME and ADMIN_PASSWORD must be set together (or neither).',
    ]);
    expect(problemsOf({ ADMIN_USERNAME: 'ops', ADMIN_PASSWORD: 'short' })).toEqual([
      'Configuration error: ADMIN_PASSWORD must be at least 12 characters.',
    ]);
    expect(problemsOf({ EXTERNAL_LOGIN_ALLOWED_HOSTS: 'https://portal.example.com' })[0]).toContain(
      'EXTERNAL_LOGIN_ALLOWED_HOSTS must be a comma-separated list of host names',
    );
  });

  it('refuses the embedded database in production unless ALLOW_EMBEDDED_DATABASE=true', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 's'.repeat(40) };
    expect(problemsOf(production)).toEqual([
      'Configuration error: DATABASE_URL is required in production. The embedded database does not sync every commit to disk; set ALLOW_EMBEDDED_DATABASE=true to run on it anyway.',
    ]);
    expect(problemsOf({ ...production, ALLOW_EMBEDDED_DATABASE: 'true' })).toEqual([]);
    expect(problemsOf({ ...production, ALLOW_EMBEDDED_DATABASE: 'yes' })).toEqual([
      'Configuration error: ALLOW_EMBEDDED_DATABASE must be true or false.',
      'Configuration error: DATABASE_URL is required in production. The embedded database does not sync every commit to disk; set ALLOW_EMBEDDED_DATABASE=true to run on it anyway.',
    ]);
    expect(problemsOf({})).toEqual([]);
  });

  it('reads the deadlines, the grace period and Redis', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' })).toMatchObject({
      requestTimeoutMs: 10_000,
      shutdownGraceMs: 10_000,
      database: { statementTimeoutMs: 5_000 },
      redis: null,
    });
    expect(
      loadConfig({
        DATA_DIR: 'memory://',
        REQUEST_TIMEOUT_SECONDS: '20',
        SHUTDOWN_GRACE_SECONDS: '25',
        DATABASE_STATEMENT_TIMEOUT_SECONDS: '2',
        REDIS_URL: 'redis://127.0.0.1:6379',
        REDIS_KEY_PREFIX: 'site-a:',
      }),
    ).toMatchObject({
      requestTimeoutMs: 20_000,
      shutdownGraceMs: 25_000,
      database: { statementTimeoutMs: 2_000 },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'site-a:' },
    });
    expect(problemsOf({ REDIS_URL: 'http://cache', REQUEST_TIMEOUT_SECONDS: '0' })).toEqual([
      'Configuration error: REQUEST_TIMEOUT_SECONDS must be at least 1.',
      'Configuration error: REDIS_URL must be a redis:// or rediss:// URL.',
    ]);
  });

  it('reads the notification settings, off unless configured', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).notifications).toMatchObject({
      smtpUrl: null,
      staffEmails: [],
      webhook: null,
      publicBaseUrl: 'http://localhost:3000',
      retryDelayMs: 30_000,
      maxRetryDelayMs: 3_600_000,
      giveUpAfterMs: 86_400_000,
    });
    const secret = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
    const config = loadConfig({
      DATA_DIR: 'memory://',
      SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
      MAIL_FROM: 'Leads <leads@example.com>',
      NOTIFY_EMAILS: ' sales@example.com, ops@example.com ',
      PUBLIC_BASE_URL: 'https://www.example.com/',
      WEBHOOK_URL: 'https://crm.example.com/hooks',
      WEBHOOK_SECRET: secret,
      NOTIFY_RETRY_SECONDS: '5',
    });
    expect(config.notifications).toMatchObject({
      smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
      mailFrom: 'Leads <leads@example.com>',
      staffEmails: ['sales@example.com', 'ops@example.com'],
      publicBaseUrl: 'https://www.example.com',
      webhook: { url: 'https://crm.example.com/hooks', secret },
      retryDelayMs: 5_000,
    });
  });

  it('refuses bad notification settings, naming each', () => {
    expect(
      problemsOf({
        SMTP_URL: 'http://mail.example.com',
        NOTIFY_EMAILS: 'sales@example.com, nobody',
        WEBHOOK_URL: 'https://crm.example.com/hooks',
        WEBHOOK_SECRET: 'not-a-whsec-secret',
        NOTIFY_RETRY_SECONDS: '0',
      }),
    ).toEqual([
      'Configuration error: SMTP_URL must be an smtp:// or smtps:// URL.',
      'Configuration error: NOTIFY_EMAILS must be a comma-separated list of email addresses.',
      'Configuration error: WEBHOOK_SECRET must be whsec_ followed by base64 (16 bytes or more).',
      'Configuration error: NOTIFY_RETRY_SECONDS must be at least 1.',
    ]);
    expect(problemsOf({ WEBHOOK_URL: 'https://crm.example.com/hooks' })).toEqual([
      'Configuration error: WEBHOOK_URL and WEBHOOK_SECRET must be set together (or neither).',
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(
      loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: '', GA_MEASUREMENT_ID: '' }).database.url,
    ).toBeUndefined();
  });

  it('outside production, generates a JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).auth.jwtSecret;
      const second = loadConfig({ DATA_DIR: dataDir }).auth.jwtSecret;
      expect(second).toBe(first);
      expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first);
      expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
