import type {
  BusinessType,
  ExternalSystemType,
  FuelCardTier,
  LeadOrder,
  MonthlyFuelSpend,
  MonthlyRevenue,
  ServiceInterested,
  YearsInBusiness,
} from './options';
import type { ApiErrorCode, FieldErrorCode } from './errors';
import type {
  FeeEstimate,
  FuelCardApplicationLead,
  LeadIntakeFields,
  LeadStatsByStatus,
  QuoteLead,
  StaffRole,
} from './leads';

/** Request and response bodies of the API (docs/api.md), shared by server and browser. */

export interface ApiErrorBody {
  success: false;
  /** A sentence a person understands, naming the fields at fault. */
  error: string;
  /** What went wrong, for programs: stable, and the key a client words its own message by. */
  code: ApiErrorCode;
  /** Per-field messages, for forms that show them next to each field. */
  details?: Record<string, string[]>;
  /** Per-field codes (validation): the first problem of each field at fault. */
  fields?: Record<string, FieldErrorCode>;
}

export interface PageQuery {
  page?: number;
  pageSize?: number;
  order?: LeadOrder;
}

export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
  /**
   * Present (true) when a lead search matched more than `total` rows: such a list is counted only
   * up to `SEARCH_COUNT_CAP`, shown as "500+".
   */
  totalCapped?: true;
}

/** A lead list counted from its rows (a search or a language filter) is counted up to this many. */
export const SEARCH_COUNT_CAP = 500;

// Quote requests

export interface QuoteRequestPayload extends LeadIntakeFields {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  mcNumber: string;
  dotNumber: string;
  monthlyRevenue: MonthlyRevenue;
  businessType: BusinessType;
  yearsInBusiness: YearsInBusiness;
  /** A whole number of trucks, sent as a number or a numeric string; stored as an integer. */
  numberOfTrucks: number | string;
  servicesInterested: ServiceInterested;
  comments: string;
  agreeToTerms: boolean;
}

export interface Quote {
  id: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  mcNumber: string;
  dotNumber: string;
  monthlyRevenue: string;
  businessType: string;
  yearsInBusiness: string;
  numberOfTrucks: number;
  servicesInterested: string;
  comments: string;
  /** ISO 8601 timestamp. */
  submittedAt: string;
}

export interface QuoteCreatedResponse {
  success: true;
  quote: Quote;
  /** The estimated fee range for these answers (docs/product.md#instant-estimate). */
  estimate: FeeEstimate;
}

export interface QuoteListResponse extends PageInfo {
  success: true;
  quotes: QuoteLead[];
}

// Fuel card applications

export interface FuelCardApplicationPayload extends LeadIntakeFields {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  mcNumber: string;
  dotNumber: string;
  fuelCardTier: FuelCardTier;
  monthlyFuelSpend: MonthlyFuelSpend;
  businessType: BusinessType;
  yearsInBusiness: YearsInBusiness;
  /** The number the visitor entered, kept as text. */
  numberOfTrucks: string;
  primaryRoutes: string;
  preferredFuelBrands: string;
  comments?: string;
  /** Sent by the form; must be true when present; not stored. */
  agreeToTerms?: boolean;
}

export interface FuelCardApplication {
  id: string;
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  mcNumber: string;
  dotNumber: string;
  fuelCardTier: string;
  monthlyFuelSpend: string;
  businessType: string;
  yearsInBusiness: string;
  numberOfTrucks: string;
  primaryRoutes: string;
  preferredFuelBrands: string;
  comments: string | null;
  submittedAt: string;
}

export interface FuelCardApplicationCreatedResponse {
  success: true;
  application: FuelCardApplication;
}

export interface FuelCardApplicationListResponse extends PageInfo {
  success: true;
  applications: FuelCardApplicationLead[];
}

// Admin dashboard numbers

export interface LeadStats {
  totalQuotes: number;
  totalFuelCardApplications: number;
  /** Quotes and applications submitted on the current date in the business time zone. */
  today: number;
  /** Distinct email addresses (case-insensitive) over quotes and applications. */
  uniqueCompanies: number;
  /** Notification deliveries (emails, webhooks) that failed for good and are not yet retried. */
  failedNotifications: number;
}

export interface LeadStatsResponse {
  success: true;
  stats: LeadStats & LeadStatsByStatus;
}

export interface DeletedResponse {
  success: true;
}

// Team

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  experience: string;
  bio: string;
  /** URL of the member's photo (a 400×400 WebP served by the API), or null. */
  profileImage: string | null;
  /** 1-based display order. */
  position: number;
}

export interface TeamMemberListResponse {
  teamMembers: TeamMember[];
}

export interface TeamMemberCreatePayload {
  name: string;
  role: string;
  experience: string;
  bio: string;
}

export interface TeamMemberUpdatePayload extends Partial<TeamMemberCreatePayload> {
  /** A `data:image/…;base64,` URL to set the photo, or null to remove it. */
  profileImage?: string | null;
}

export interface TeamMemberResponse {
  success: true;
  teamMember: TeamMember;
}

export const moveDirections = ['up', 'down'] as const;
export type MoveDirection = (typeof moveDirections)[number];

export interface TeamMemberMovePayload {
  direction: MoveDirection;
}

// Authentication

export const tokenRoles = ['admin', 'client'] as const;
export type TokenRole = (typeof tokenRoles)[number];

export interface AdminLoginPayload {
  username: string;
  password: string;
}

export interface AdminLoginResponse {
  success: true;
  token: string;
  /** ISO 8601 time at which the token stops being accepted. */
  expiresAt: string;
}

export interface LoggedOutResponse {
  success: true;
}

export interface AuthMeResponse {
  success: true;
  user: { id: string; username: string; role: 'admin'; staffRole: StaffRole; displayName: string };
}

export interface ClientUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  companyName: string;
}

export interface ExternalLoginPayload {
  username: string;
  password: string;
  externalUrl: string;
  systemType: ExternalSystemType;
}

export interface ExternalLoginResponse {
  success: true;
  token: string;
  user: ClientUser;
  redirectUrl: string;
}

// Audit trail (admin)

export interface AuditQuery extends PageQuery {
  /** Only this action, e.g. `quote.delete`. */
  action?: string;
  /** Only this account: its username (any case) or its id. */
  actor?: string;
}

export interface AuditLogEntry {
  id: string;
  /** ISO 8601 time of the change. */
  at: string;
  /** Who: the account (id null for a failed login, which names only the username tried). */
  actor: { id: string | null; username: string | null };
  /** What: `<thing>.<verb>`, e.g. `quote.delete`, `team_member.move`, `auth.login_failed`. */
  action: string;
  /** The thing changed, by kind and id; null when there is none. */
  target: { kind: string; id: string | null } | null;
  /** A small before/after account: ids, positions, field names, dates; never personal details. */
  summary: Record<string, unknown> | null;
  /** From where: the client's address as the server sees it. */
  ip: string;
}

export interface AuditLogResponse extends PageInfo {
  success: true;
  entries: AuditLogEntry[];
}

// Runtime configuration the server gives the browser

/** The brand's contact details, from the BRAND_* settings (docs/product.md#brand-details). */
export interface BrandDetails {
  /** Clients text this number for support. */
  textNumber: string;
  supportEmail: string;
  privacyEmail: string;
  securityEmail: string;
  accessibilityEmail: string;
  office: { street: string; city: string; region: string; postalCode: string };
  socialLinks: { network: string; href: string }[];
}

export interface RuntimeConfig {
  clientPortalUrl: string;
  gaMeasurementId: string | null;
  /** The number shown and called on the site, e.g. "(801) 555-0199". */
  providerPhone: string;
  /** BUSINESS_TIMEZONE: the zone lead dates and "Today" are shown in on the admin dashboard. */
  businessTimeZone: string;
  /** Whether "Find my company" by DOT number is on (FMCSA_WEB_KEY set on the server). */
  carrierLookup: boolean;
  brand: BrandDetails;
}
