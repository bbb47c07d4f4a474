import type { FuelCardApplication, PageInfo, PageQuery, Quote } from './payloads';

/**
 * Working the leads: what staff do to a lead after it arrives (status, assignment, notes,
 * history, duplicates, attribution), shared by both kinds of lead. Shapes of the admin API.
 */

/** The two kinds of lead, as they appear in API paths (`/api/{kind}`). */
export const leadKinds = ['quotes', 'fuel-card-applications'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The sales pipeline. A lead starts `new` (or `spam` when the hidden field was filled). */
export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};
/** Statuses a default view shows: everything but spam, which appears only when asked for. */
export const defaultLeadStatuses = leadStatuses.filter((status) => status !== 'spam');

/** Languages the site speaks; a lead remembers the one it was submitted in. */
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
/** How the admin names each language. */
export const localeLabels: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** Where the visit came from: captured from its first page, sent with the form; each ≤ 200 characters. */
export const leadSourceFields = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'referrer',
  'landingPath',
] as const;
export type LeadSourceField = (typeof leadSourceFields)[number];
export type LeadSource = Partial<Record<LeadSourceField, string>>;

/** What every public lead form sends besides its own fields. */
export interface LeadIntakeFields {
  /** The hidden honeypot field: people leave it empty; a filled one marks the lead as spam. */
  website?: string;
  locale?: Locale;
  source?: LeadSource;
}

/** The working fields every lead carries, whatever its kind. */
export interface LeadWorkFields {
  status: LeadStatus;
  /** Staff id, or null when nobody has it. */
  assignedTo: string | null;
  /** Required when `status` is `lost`; null otherwise. */
  lostReason: string | null;
  /** ISO 8601; set when the status first leaves `new`. */
  firstContactedAt: string | null;
  locale: Locale;
  source: LeadSource;
}

export interface LeadNote {
  id: string;
  text: string;
  /** Display name of the staff member who wrote it. */
  author: string;
  createdAt: string;
}

/** One change to a lead: who, when, which field, from what, to what. */
export interface LeadHistoryEntry {
  at: string;
  /** Display name of the staff member (or 'system'). */
  by: string;
  field: string;
  from: string | null;
  to: string | null;
}

/** Another lead (of either kind) with the same email, phone digits or DOT number in the last 180 days. */
export interface LeadDuplicate {
  kind: LeadKind;
  id: string;
  submittedAt: string;
  status: LeadStatus;
}

/**
 * Where staff open one lead: the leads view (`/admin/quotes`) with that lead's drawer open. The
 * query names are what the view reads (frontend features/admin/leads/use-lead-view.ts); emails,
 * the deliveries view and the dashboard link here.
 */
export const ADMIN_LEAD_QUERY = { id: 'lead', kind: 'leadKind' } as const;
export const adminLeadPath = (kind: LeadKind, id: string): string =>
  `/admin/quotes?${ADMIN_LEAD_QUERY.id}=${encodeURIComponent(id)}&${ADMIN_LEAD_QUERY.kind}=${kind}`;

export const DUPLICATE_WINDOW_DAYS = 180;
export const NOTE_MAX_LENGTH = 5_000;
export const LOST_REASON_MAX_LENGTH = 200;
/** A lead still `new` this long after it arrived is waiting too long (the dashboard lists it). */
export const FIRST_CONTACT_TARGET_MINUTES = 60;
/** How many of the longest-waiting leads the stats list. */
export const WAITING_LEADS_LIMIT = 20;
/** The window of the median time to first contact. */
export const FIRST_CONTACT_WINDOW_DAYS = 30;

/** A quote request as the admin sees it: its fields and the working fields. */
export type QuoteLead = Quote & LeadWorkFields;
/** A fuel card application as the admin sees it. */
export type FuelCardApplicationLead = FuelCardApplication & LeadWorkFields;

/** `GET /api/{kind}/{id}`: the lead with its notes (oldest first), history (oldest first) and duplicates. */
export type LeadDetail = (
  ({ kind: 'quotes' } & QuoteLead) | ({ kind: 'fuel-card-applications' } & FuelCardApplicationLead)
) & {
  notes: LeadNote[];
  history: LeadHistoryEntry[];
  duplicates: LeadDuplicate[];
};

export interface LeadDetailResponse {
  success: true;
  lead: LeadDetail;
}

export interface LeadNoteResponse {
  success: true;
  note: LeadNote;
}

/** Someone a lead can be assigned to (`GET /api/leads/assignees`, open to every staff member). */
export interface LeadAssignee {
  id: string;
  displayName: string;
  role: StaffRole;
}

export interface LeadAssigneesResponse {
  success: true;
  assignees: LeadAssignee[];
}

/** A lead still `new` more than an hour after it arrived. */
export interface WaitingLead {
  kind: LeadKind;
  id: string;
  companyName: string;
  contactName: string;
  submittedAt: string;
  assignedTo: string | null;
}

export interface LeadUpdatePayload {
  status?: LeadStatus;
  /** Staff id, or null to unassign. */
  assignedTo?: string | null;
  lostReason?: string;
}

export interface LeadNotePayload {
  text: string;
}

/** Filters of `GET /api/{kind}` and its CSV export; any combination. */
export interface LeadListQuery extends PageQuery {
  /** Comma list of statuses; without it every status but spam. */
  status?: string;
  /** A staff id, `me` or `none`. */
  assignedTo?: string;
  /** Inclusive dates (YYYY-MM-DD) in the business time zone. */
  from?: string;
  to?: string;
  /** Case-insensitive prefix of email, company, contact or MC; or digits of phone or DOT. */
  q?: string;
  utmSource?: string;
  locale?: Locale;
}

export interface LeadStatsByStatus {
  byStatus: Record<LeadStatus, number>;
  /** Median minutes from submission to first contact, over leads of the last 30 days; null if none. */
  medianMinutesToFirstContact: number | null;
  /** Leads still `new` more than an hour after they arrived: how many, and the oldest first (at most 20). */
  waitingOverAnHour: { total: number; leads: WaitingLead[] };
}

// Staff accounts

export const staffRoles = ['owner', 'agent'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRoleLabels: Record<StaffRole, string> = { owner: 'Owner', agent: 'Agent' };
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export interface StaffMember {
  id: string;
  username: string;
  displayName: string;
  role: StaffRole;
  createdAt: string;
}

export interface StaffCreatePayload {
  username: string;
  displayName: string;
  password: string;
  role: StaffRole;
}

export type StaffUpdatePayload = Partial<StaffCreatePayload>;

export interface StaffListResponse {
  success: true;
  staff: StaffMember[];
}

export interface StaffMemberResponse {
  success: true;
  staffMember: StaffMember;
}

// Notifications (outbox deliveries)

export const notificationChannels = ['staff-email', 'applicant-email', 'webhook'] as const;
export type NotificationChannel = (typeof notificationChannels)[number];
export const deliveryStatuses = ['pending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export interface NotificationDelivery {
  id: string;
  channel: NotificationChannel;
  /** `lead.created` or `lead.updated`. */
  event: string;
  leadKind: LeadKind;
  leadId: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When the next attempt is due (pending), else null. */
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

export interface NotificationListResponse extends PageInfo {
  success: true;
  notifications: NotificationDelivery[];
}

// Public tools

/** Estimated fee per invoice, percent, from the rate tool's formula. */
export interface FeeEstimate {
  low: number;
  high: number;
}

export const publicLeadStatuses = ['received', 'in-review', 'contacted', 'closed'] as const;
export type PublicLeadStatus = (typeof publicLeadStatuses)[number];

export interface LeadStatusLookupPayload {
  reference: string;
  email: string;
}

export interface LeadStatusLookupResponse {
  success: true;
  kind: LeadKind;
  status: PublicLeadStatus;
  submittedAt: string;
}

/** `GET /api/carriers/{dotNumber}`: a carrier as FMCSA's QCMobile API knows it. */
export interface CarrierLookupResponse {
  success: true;
  legalName: string;
  dbaName: string | null;
  mcNumber: string | null;
  city: string | null;
  state: string | null;
  powerUnits: number | null;
  allowedToOperate: boolean;
}
