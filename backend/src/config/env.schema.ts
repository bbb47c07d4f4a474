import { Transform } from 'class-transformer';
import { BUILT_IN_BRAND_DETAILS, type BrandDetails } from '@trucking-finance/contracts';
import {
  isEmail,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  Validate,
  ValidatorConstraint,
  ValidatorConstraintInterface,
} from 'class-validator';

/** Every variable the server reads. */
export const envKeys = [
  'NODE_ENV',
  'PORT',
  'DATABASE_URL',
  'DATA_DIR',
  'JWT_SECRET',
  'ADMIN_USERNAME',
  'ADMIN_PASSWORD',
  'CLIENT_PORTAL_URL',
  'GA_MEASUREMENT_ID',
  'PROVIDER_PHONE',
  'BUSINESS_TIMEZONE',
  'EXTERNAL_LOGIN_ALLOWED_HOSTS',
  'TRUST_PROXY_HOPS',
  'RATE_LIMIT_FORMS_PER_MINUTE',
  'RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE',
  'ALLOW_EMBEDDED_DATABASE',
  'REQUEST_TIMEOUT_SECONDS',
  'DATABASE_STATEMENT_TIMEOUT_SECONDS',
  'SHUTDOWN_GRACE_SECONDS',
  'REDIS_URL',
  'REDIS_KEY_PREFIX',
  'SMTP_URL',
  'MAIL_FROM',
  'NOTIFY_EMAILS',
  'PUBLIC_BASE_URL',
  'WEBHOOK_URL',
  'WEBHOOK_SECRET',
  'NOTIFY_RETRY_SECONDS',
  'FMCSA_WEB_KEY',
  'FMCSA_API_URL',
  'BRAND_TEXT_NUMBER',
  'BRAND_SUPPORT_EMAIL',
  'BRAND_PRIVACY_EMAIL',
  'BRAND_SECURITY_EMAIL',
  'BRAND_ACCESSIBILITY_EMAIL',
  'BRAND_OFFICE_ADDRESS',
  'BRAND_SOCIAL_LINKS',
] as const;

const nodeEnvs = ['development', 'production', 'test'] as const;
const PHONE_PATTERN = /^\+?[0-9(][0-9 ().-]{6,22}[0-9]$/;

/** An office as BRAND_OFFICE_ADDRESS writes it: street | city | state | ZIP. */
const officeLine = ({ street, city, region, postalCode }: BrandDetails['office']) =>
  [street, city, region, postalCode].join(' | ');

/** BRAND_SOCIAL_LINKS as [network, url] pairs: "Facebook=https://…,LinkedIn=https://…". */
export function parseSocialLinks(value: string): { network: string; href: string }[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf('=');
      return { network: entry.slice(0, at).trim(), href: entry.slice(at + 1).trim() };
    });
}

@ValidatorConstraint({ name: 'socialLinkList' })
class IsSocialLinkList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    return parseSocialLinks(value).every(({ network, href }) => {
      if (!/^[A-Za-z][A-Za-z0-9 ]{0,30}$/.test(network)) return false;
      try {
        return new URL(href).protocol === 'https:';
      } catch {
        return false;
      }
    });
  }
  defaultMessage(): string {
    return 'must be Network=https://… pairs separated by commas';
  }
}
export type NodeEnv = (typeof nodeEnvs)[number];

@ValidatorConstraint({ name: 'timeZone' })
class IsTimeZone implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'string') return false;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }
  defaultMessage(): string {
    return 'must be an IANA time zone such as America/Denver';
  }
}

@ValidatorConstraint({ name: 'hostList' })
class IsHostList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseHostList(value).every(isHostEntry);
  }
  defaultMessage(): string {
    return 'must be a comma-separated list of host names (optionally host:port)';
  }
}

const isHostEntry = (entry: string): boolean =>
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/.test(
    entry,
  ) || /^\[[0-9a-f:]+\](?::\d{1,5})?$/.test(entry);

export const parseHostList = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);

@ValidatorConstraint({ name: 'emailList' })
class IsEmailList implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && parseEmailList(value).every((entry) => isEmail(entry));
  }
  defaultMessage(): string {
    return 'must be a comma-separated list of email addresses';
  }
}

export const parseEmailList = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

const toInt = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
const blankToUndefined = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The process environment, as docs/architecture.md#configuration describes it. Checked once at boot; a bad value stops the
 * boot with one line naming the variable.
 */
export class Env {
  @IsIn(nodeEnvs, { message: 'must be development, production or test' })
  NODE_ENV: NodeEnv = 'development';

  @Transform(toInt)
  @IsInt({ message: 'must be a port number' })
  @Min(0, { message: 'must be a port number' })
  @Max(65535, { message: 'must be a port number' })
  PORT = 3000;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl(
    { protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true },
    { message: 'must be a postgres:// connection string' },
  )
  DATABASE_URL?: string;

  @IsString()
  @MinLength(1, { message: 'must be a directory path (or memory:// for a throwaway database)' })
  DATA_DIR = './data';

  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(32, { message: 'must be at least 32 characters' })
  JWT_SECRET?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9._@-]{3,64}$/, {
    message: 'must be 3 to 64 letters, digits or . _ @ -',
  })
  ADMIN_USERNAME?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @MinLength(12, { message: 'must be at least 12 characters' })
  ADMIN_PASSWORD?: string;

  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'must be an https:// URL' })
  CLIENT_PORTAL_URL = 'https://portal.summitfreightcapital.com/login';

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^G-[A-Z0-9]{4,20}$/, { message: 'must look like G-XXXXXXXXXX' })
  GA_MEASUREMENT_ID?: string;

  /** The number the site shows and calls (docs/product.md#shared-layout). */
  @Matches(PHONE_PATTERN, { message: 'must be a phone number such as (801) 555-0199' })
  PROVIDER_PHONE = '(801) 555-0199';

  @Validate(IsTimeZone)
  BUSINESS_TIMEZONE = 'America/Denver';

  /*
   * The brand's contact details the site shows (docs/product.md#brand-details); the defaults are
   * the built-in ones of frontend/src/lib/brand-details.ts, which pages show until /api/config answers.
   */
  @Matches(PHONE_PATTERN, { message: 'must be a phone number such as (801) 555-0187' })
  BRAND_TEXT_NUMBER: string = BUILT_IN_BRAND_DETAILS.textNumber;

  @IsEmail({}, { message: 'must be an email address' })
  BRAND_SUPPORT_EMAIL: string = BUILT_IN_BRAND_DETAILS.supportEmail;

  @IsEmail({}, { message: 'must be an email address' })
  BRAND_PRIVACY_EMAIL: string = BUILT_IN_BRAND_DETAILS.privacyEmail;

  @IsEmail({}, { message: 'must be an email address' })
  BRAND_SECURITY_EMAIL: string = BUILT_IN_BRAND_DETAILS.securityEmail;

  @IsEmail({}, { message: 'must be an email address' })
  BRAND_ACCESSIBILITY_EMAIL: string = BUILT_IN_BRAND_DETAILS.accessibilityEmail;

  /** Street | city | state | ZIP. */
  @Matches(/^[^|]+\|[^|]+\|[^|]+\|[^|]+$/, {
    message:
      'must be "street | city | state | ZIP", such as 2150 South 1300 East, Suite 500 | Salt Lake City | UT | 84106',
  })
  BRAND_OFFICE_ADDRESS = officeLine(BUILT_IN_BRAND_DETAILS.office);

  /** Network=https URL pairs, comma-separated; empty for none. */
  @Validate(IsSocialLinkList)
  BRAND_SOCIAL_LINKS = BUILT_IN_BRAND_DETAILS.socialLinks
    .map(({ network, href }) => `${network}=${href}`)
    .join(',');

  @Validate(IsHostList)
  EXTERNAL_LOGIN_ALLOWED_HOSTS = '';

  /** Hops of trusted reverse proxies in front of the app, so per-IP limits see the visitor's address. */
  @Transform(toInt)
  @IsInt({ message: 'must be the number of trusted proxy hops (0 when none)' })
  @Min(0, { message: 'must be the number of trusted proxy hops (0 when none)' })
  TRUST_PROXY_HOPS = 0;

  /** Submissions per minute per address on each public form endpoint (quotes, fuel cards, external login). */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of requests' })
  @Min(1, { message: 'must be at least 1' })
  RATE_LIMIT_FORMS_PER_MINUTE = 10;

  /** Failed admin logins per minute per address before further attempts get 429. */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of attempts' })
  @Min(1, { message: 'must be at least 1' })
  RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE = 5;

  /** In production, the embedded database only when the operator says so (docs/architecture.md#embedded-pglite). */
  @IsIn(['true', 'false'], { message: 'must be true or false' })
  ALLOW_EMBEDDED_DATABASE = 'false';

  /** An API request still running after this long is answered 503 request_timed_out. */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of seconds' })
  @Min(1, { message: 'must be at least 1' })
  @Max(600, { message: 'must be at most 600' })
  REQUEST_TIMEOUT_SECONDS = 10;

  /** PostgreSQL cancels a statement running longer than this. */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of seconds' })
  @Min(1, { message: 'must be at least 1' })
  @Max(600, { message: 'must be at most 600' })
  DATABASE_STATEMENT_TIMEOUT_SECONDS = 5;

  /** On SIGTERM, requests in flight get this long to finish before the process exits anyway. */
  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of seconds' })
  @Min(1, { message: 'must be at least 1' })
  @Max(600, { message: 'must be at most 600' })
  SHUTDOWN_GRACE_SECONDS = 10;

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl(
    { protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true },
    { message: 'must be a redis:// or rediss:// URL' },
  )
  REDIS_URL?: string;

  /** Put before every Redis key, so several apps (or test runs) can share one Redis. */
  @Matches(/^[A-Za-z0-9:_.-]{0,64}$/, { message: 'must be up to 64 letters, digits or : _ . -' })
  REDIS_KEY_PREFIX = 'sfc:';

  /** Notifications (docs/notifications.md): the mail server; unset, no email is sent. */
  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl(
    { protocols: ['smtp', 'smtps'], require_tld: false, require_protocol: true },
    { message: 'must be an smtp:// or smtps:// URL' },
  )
  SMTP_URL?: string;

  @Matches(/^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
    message: 'must be an email address, optionally as Name <address>',
  })
  MAIL_FROM = 'Summit Freight Capital <no-reply@summitfreightcapital.com>';

  @Validate(IsEmailList)
  NOTIFY_EMAILS = '';

  @IsUrl(
    { protocols: ['http', 'https'], require_tld: false, require_protocol: true },
    { message: 'must be an http:// or https:// origin' },
  )
  PUBLIC_BASE_URL = 'http://localhost:3000';

  @Transform(blankToUndefined)
  @IsOptional()
  @IsUrl(
    { protocols: ['http', 'https'], require_tld: false, require_protocol: true },
    { message: 'must be an http:// or https:// URL' },
  )
  WEBHOOK_URL?: string;

  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^whsec_[A-Za-z0-9+/]{22,}={0,2}$/, {
    message: 'must be whsec_ followed by base64 (16 bytes or more)',
  })
  WEBHOOK_SECRET?: string;

  @Transform(toInt)
  @IsInt({ message: 'must be a whole number of seconds' })
  @Min(1, { message: 'must be at least 1' })
  @Max(3600, { message: 'must be at most 3600' })
  NOTIFY_RETRY_SECONDS = 30;
  /** FMCSA QCMobile web key for "Find my company" by DOT number; unset turns the lookup off. */
  @Transform(blankToUndefined)
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{8,200}$/, { message: 'must be the web key FMCSA issued (letters and digits)' })
  FMCSA_WEB_KEY?: string;

  /** Where the QCMobile API lives (tests point it at a local fake). */
  @IsUrl(
    { protocols: ['https', 'http'], require_tld: false, require_protocol: true },
    { message: 'must be an http(s):// URL' },
  )
  FMCSA_API_URL = 'https://mobile.fmcsa.dot.gov/qc/services';
}
