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

/** Request and response bodies of the API (contract.md), shared by server and browser. */

export interface ApiErrorBody {
  success: false;
  /** A sentence a person understands, naming the fields at fault. */
  error: string;
  /** Per-field messages, for forms that show them next to each field. */
  details?: Record<string, string[]>;
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
}

// Quote requests

export interface QuoteRequestPayload {
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
}

export interface QuoteListResponse extends PageInfo {
  success: true;
  quotes: Quote[];
}

// Fuel card applications

export interface FuelCardApplicationPayload {
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
  applications: FuelCardApplication[];
}

// Admin dashboard numbers

export interface LeadStats {
  totalQuotes: number;
  totalFuelCardApplications: number;
  /** Quotes and applications submitted on the current date in the business time zone. */
  today: number;
  /** Distinct email addresses (case-insensitive) over quotes and applications. */
  uniqueCompanies: number;
}

export interface LeadStatsResponse {
  success: true;
  stats: LeadStats;
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

export interface AuthMeResponse {
  success: true;
  user: { id: string; username: string; role: 'admin' };
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

// Runtime configuration the server gives the browser

export interface RuntimeConfig {
  clientPortalUrl: string;
  gaMeasurementId: string | null;
  /** The number shown and called on the site, e.g. "(801) 555-0199". */
  providerPhone: string;
  /** BUSINESS_TIMEZONE: the zone lead dates and "Today" are shown in on the admin dashboard. */
  businessTimeZone: string;
}
