import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import type { BrandDetails } from '@trucking-finance/contracts';
import { Env, envKeys, NodeEnv, parseHostList, parseSocialLinks } from './env.schema';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  database: {
    /** Connection string of the PostgreSQL server; unset means the embedded database. */
    url?: string;
    /** Where the embedded database keeps its files; `memory://` keeps nothing. */
    dataDir: string;
  };
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
}

export const APP_CONFIG = Symbol('APP_CONFIG');
export const IN_MEMORY_DATA_DIR = 'memory://';
const EXTERNAL_LOGIN_TIMEOUT_MS = 5_000;
const JWT_SECRET_FILE = 'jwt-secret';
/**
 * Half of libuv's default thread pool (4) may hash at once, so files, DNS and zlib always keep
 * threads; a handful more logins wait up to 3 s (one argon2 check takes tens of milliseconds).
 */
const PASSWORD_HASHING = { concurrent: 2, queued: 16, waitMs: 3_000 };

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
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    problems.push(
      'Configuration error: JWT_SECRET is required in production (at least 32 random characters).',
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = env.DATA_DIR === IN_MEMORY_DATA_DIR ? IN_MEMORY_DATA_DIR : resolve(env.DATA_DIR);

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    database: { url: env.DATABASE_URL, dataDir },
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
