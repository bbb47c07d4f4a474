import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { BrandDetails } from '@trucking-finance/contracts';
import { Env, envKeys, NodeEnv, parseEmailList, parseHostList, parseSocialLinks } from './env.schema';
import { IN_MEMORY_DATA_DIR } from './data-dir';

export { IN_MEMORY_DATA_DIR };

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  database: {
    /** Connection string of the PostgreSQL server; unset means the embedded database. */
    url?: string;
    /** Where the embedded database keeps its files; `memory://` keeps nothing. */
    dataDir: string;
    /** PostgreSQL cancels a statement running longer (the driver gives up a second later). */
    statementTimeoutMs: number;
  };
  /** An API request still running after this long is answered 503 (docs/architecture.md#deadlines). */
  requestTimeoutMs: number;
  /** On SIGTERM: how long requests in flight may take before the process exits anyway. */
  shutdownGraceMs: number;
  /** Shared rate-limit counters; null keeps them in the process. */
  redis: { url: string; keyPrefix: string } | null;
  auth: {
    jwtSecret: string;
    /** The account ADMIN_USERNAME / ADMIN_PASSWORD create or reset at boot. */
    bootstrapAdmin: { username: string; password: string } | null;
    /** Password hashes running at once, callers waiting for one, and how long they wait (tests tune it). */
    passwordHashing: { concurrent: number; queued: number; waitMs: number };
  };
  site: {
    clientPortalUrl: string;
    gaMeasurementId: string | null;
    providerPhone: string;
    /** The brand's contact details (docs/product.md#brand-details). */
    brand: BrandDetails;
    /** The built React site the server serves. */
    distDir: string;
  };
  businessTimeZone: string;
  externalLogin: { allowedHosts: string[]; timeoutMs: number };
  trustProxyHops: number;
  rateLimits: { formsPerMinute: number; loginFailuresPerMinute: number };
  notifications: NotificationsConfig;
  /** FMCSA's QCMobile API for the carrier lookup; null when FMCSA_WEB_KEY is unset (lookup off). */
  fmcsa: { webKey: string; apiUrl: string; timeoutMs: number } | null;
}

/** Who is told of new leads, and how deliveries are retried (docs/notifications.md). */
export interface NotificationsConfig {
  /** Unset: no email of any kind. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Staff told of every new lead (needs `smtpUrl`). */
  staffEmails: string[];
  /** The site's public origin, without a trailing slash, for links in emails. */
  publicBaseUrl: string;
  webhook: { url: string; secret: string } | null;
  /** First retry delay; each further one doubles, up to `maxRetryDelayMs`. */
  retryDelayMs: number;
  maxRetryDelayMs: number;
  /** A job still undelivered this long after it was queued (or retried by an owner) is failed. */
  giveUpAfterMs: number;
  /** How often the worker looks for due jobs when nothing woke it. */
  pollMs: number;
  /** How long a claimed job stays locked to its worker; a crashed worker's jobs come back after it. */
  lockMs: number;
  /** Deadline of one delivery attempt (SMTP or webhook). */
  deliveryTimeoutMs: number;
  /** Jobs one worker claims at a time. */
  batchSize: number;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
const EXTERNAL_LOGIN_TIMEOUT_MS = 5_000;
const FMCSA_TIMEOUT_MS = 5_000;
const JWT_SECRET_FILE = 'jwt-secret';
/**
 * Half of libuv's default thread pool (4) may hash at once, so files, DNS and zlib always keep
 * threads; a handful more logins wait up to 3 s (one argon2 check takes tens of milliseconds).
 */
const PASSWORD_HASHING = { concurrent: 2, queued: 16, waitMs: 3_000 };

const NOTIFICATION_TIMING = {
  maxRetryDelayMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  pollMs: 1_000,
  lockMs: 60_000,
  deliveryTimeoutMs: 15_000,
  batchSize: 50,
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

/**
 * Reads and checks the environment. Throws a ConfigError with one line per bad variable (values
 * are never echoed: some are secrets).
 */
export function loadConfig(environment: Record<string, string | undefined>): AppConfig {
  const raw = Object.fromEntries(
    envKeys.filter((key) => environment[key] !== undefined).map((key) => [key, environment[key]]),
  );
  const env = plainToInstance(Env, raw, { exposeDefaultValues: true });
  const problems = validateSync(env).map(
    (error) =>
      `Configuration error: ${error.property} ${Object.values(error.constraints ?? {})[0] ?? 'is invalid'}.`,
  );

  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    problems.push(
      'Configuration error: ADMIN_USERNAME and ADMIN_PASSWORD must be set together (or neither).',
    );
  }
  if (Boolean(env.WEBHOOK_URL) !== Boolean(env.WEBHOOK_SECRET)) {
    problems.push('Configuration error: WEBHOOK_URL and WEBHOOK_SECRET must be set together (or neither).');
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.push(
      'Configuration error: JWT_SECRET is required in production (at least 32 random characters).',
    );
  }
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL && env.ALLOW_EMBEDDED_DATABASE !== 'true') {
    problems.push(
      'Configuration error: DATABASE_URL is required in production. The embedded database does not sync every commit to disk; set ALLOW_EMBEDDED_DATABASE=true to run on it anyway.',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = env.DATA_DIR === IN_MEMORY_DATA_DIR ? IN_MEMORY_DATA_DIR : resolve(env.DATA_DIR);

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    database: {
      url: env.DATABASE_URL,
      dataDir,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000,
    },
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    auth: {
      jwtSecret: env.JWT_SECRET ?? developmentJwtSecret(dataDir),
      bootstrapAdmin:
        env.ADMIN_USERNAME && env.ADMIN_PASSWORD
          ? { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD }
          : null,
      passwordHashing: { ...PASSWORD_HASHING },
    },
    site: {
      clientPortalUrl: env.CLIENT_PORTAL_URL,
      gaMeasurementId: env.GA_MEASUREMENT_ID ?? null,
      providerPhone: env.PROVIDER_PHONE,
      brand: brandDetailsOf(env),
      distDir: resolve(__dirname, '../../../frontend/dist'),
    },
    businessTimeZone: env.BUSINESS_TIMEZONE,
    externalLogin: {
      allowedHosts: parseHostList(env.EXTERNAL_LOGIN_ALLOWED_HOSTS),
      timeoutMs: EXTERNAL_LOGIN_TIMEOUT_MS,
    },
    trustProxyHops: env.TRUST_PROXY_HOPS,
    rateLimits: {
      formsPerMinute: env.RATE_LIMIT_FORMS_PER_MINUTE,
      loginFailuresPerMinute: env.RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE,
    },
    notifications: {
      smtpUrl: env.SMTP_URL ?? null,
      mailFrom: env.MAIL_FROM,
      staffEmails: parseEmailList(env.NOTIFY_EMAILS),
      publicBaseUrl: env.PUBLIC_BASE_URL.replace(/\/+$/, ''),
      webhook:
        env.WEBHOOK_URL && env.WEBHOOK_SECRET ? { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET } : null,
      retryDelayMs: env.NOTIFY_RETRY_SECONDS * 1000,
      ...NOTIFICATION_TIMING,
    },
    fmcsa: env.FMCSA_WEB_KEY
      ? {
          webKey: env.FMCSA_WEB_KEY,
          apiUrl: env.FMCSA_API_URL.replace(/\/+$/, ''),
          timeoutMs: FMCSA_TIMEOUT_MS,
        }
      : null,
  };
}

/**
 * Outside production a secret is generated once and kept in DATA_DIR, so tokens survive
 * restarts without anyone having to invent a secret. A throwaway database gets a throwaway secret.
 */
function developmentJwtSecret(dataDir: string): string {
  if (dataDir === IN_MEMORY_DATA_DIR) return randomBytes(48).toString('base64url');
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The brand's details from the BRAND_* variables. */
function brandDetailsOf(env: Env): BrandDetails {
  const [street, city, region, postalCode] = env.BRAND_OFFICE_ADDRESS.split('|').map((part) => part.trim());
  return {
    textNumber: env.BRAND_TEXT_NUMBER,
    supportEmail: env.BRAND_SUPPORT_EMAIL,
    privacyEmail: env.BRAND_PRIVACY_EMAIL,
    securityEmail: env.BRAND_SECURITY_EMAIL,
    accessibilityEmail: env.BRAND_ACCESSIBILITY_EMAIL,
    office: { street: street!, city: city!, region: region!, postalCode: postalCode! },
    socialLinks: parseSocialLinks(env.BRAND_SOCIAL_LINKS),
  };
}
