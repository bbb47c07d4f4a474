import type { ClientBalances, ClientTerms } from './money';
import type { Locale } from './leads';
import type { ClientUser } from './payloads';

/*
 * The client portal's HTTP shapes (contract Part 3: "Signing in", "The dashboard", the broker
 * check). The browser and the API both type their side with these, so they cannot drift apart.
 */

// Clients and their people

export const clientUserRoles = ['owner', 'member'] as const;
export type ClientUserRole = (typeof clientUserRoles)[number];

/** A suspended client can sign in and read, not submit. */
export const clientStatuses = ['active', 'suspended'] as const;
export type ClientStatus = (typeof clientStatuses)[number];

// Signing in

/** A sign-in link works once, for this long. */
export const CLIENT_SIGN_IN_LINK_MINUTES = 15;
/** A client token lives this long after the link is used. */
export const CLIENT_SESSION_DAYS = 30;

/** `POST /api/client-auth/link`: always 202 with this same body, whoever the address belongs to. */
export interface ClientSignInLinkPayload {
  email: string;
}

export interface ClientSignInLinkResponse {
  success: true;
}

/** `POST /api/client-auth/verify`: the token from the emailed link. */
export interface ClientVerifyPayload {
  token: string;
}

/** The signed-in person: the spec's stored client user, plus who they are in the portal. */
export interface PortalUser extends ClientUser {
  id: string;
  role: ClientUserRole;
  /** The language their emails are written in. */
  locale: Locale;
}

/** 200 from verify; a used, expired or unknown link answers 401 with one neutral sentence. */
export interface ClientVerifyResponse {
  success: true;
  /** The client bearer token (`aud: client`): for `/api/client/*` and the logout only. */
  token: string;
  /** ISO 8601 time at which the token stops being accepted (30 days after sign-in). */
  expiresAt: string;
  user: PortalUser;
}

// The dashboard

// ClientTerms and ClientBalances are the money's own (./money): one definition of each.

export const clientBalanceKeys = [
  'advancedOutstandingCents',
  'reserveHeldCents',
  'owedCents',
  'fundedThisMonthCents',
  'feesThisMonthCents',
] as const satisfies readonly (keyof ClientBalances)[];

/** `GET /api/client/account`: the signed-in person's company. */
export interface ClientAccountResponse {
  client: {
    companyName: string;
    dotNumber: string;
    mcNumber: string | null;
    status: ClientStatus;
    terms: ClientTerms;
  };
  balances: ClientBalances;
}

// The broker check

export const brokerDecisions = ['approved', 'review', 'declined'] as const;
export type BrokerDecision = (typeof brokerDecisions)[number];

/** `GET /api/client/brokers/{mc}`. No credit limit: that stays with staff. */
export interface BrokerCheckResponse {
  /** Digits only, as `mcNumberDigits` gives them. */
  mcNumber: string;
  /** From FMCSA when it knows the broker, else null. */
  name: string | null;
  decision: BrokerDecision;
  /** FMCSA's "allowed to operate" (Y → true, N → false); null when FMCSA is not set up or does not know the MC. */
  allowedToOperate: boolean | null;
  /** Days from funding to payment over paid invoices; null until there are any. */
  averageDaysToPay: number | null;
}

export const MC_NUMBER_MAX_DIGITS = 8;
const MC_NUMBER = new RegExp(`^(?:MC[\\s-]*)?(\\d{1,${MC_NUMBER_MAX_DIGITS}})$`, 'i');

/**
 * The one rule for an MC number typed by a person or sent in a path: digits (1 to 8), optionally
 * written "MC 123456" or "MC-123456", leading zeros ignored. Answers the bare digits, or null.
 */
export function mcNumberDigits(value: string): string | null {
  const digits = MC_NUMBER.exec(value.trim())?.[1]?.replace(/^0+/, '');
  return digits ? digits : null;
}
