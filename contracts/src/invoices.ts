import type { InvoiceDocumentType, StoredDocumentMimeType } from './invoice-documents';
import type { LeadKind, Locale } from './leads';
import type { CalendarDate, ClientBalances, ClientTerms, LedgerEntryKind } from './money';
import type { PageInfo } from './payloads';
import type { BrokerDecision, ClientStatus, ClientUserRole } from './portal';

/*
 * Invoices, brokers, clients and the ledger as the API shows them (contract Part 3: "Submitting a
 * load", "The back office", "The money, exactly", "Ledger", "Numbers for the owner"). The client
 * portal, the staff workspace and the server all type their side with these. Money is integer
 * cents; `…On` fields are calendar days (YYYY-MM-DD) in BUSINESS_TIMEZONE; `…At` fields are ISO 8601.
 */

// The state machine

export const invoiceStatuses = [
  'draft',
  'submitted',
  'held',
  'approved',
  'rejected',
  'funded',
  'paid',
  'closed',
  'charged_back',
] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** Staff and owner actions on an invoice, as they appear in paths (`POST /api/invoices/{id}/{action}`). */
export const invoiceActions = [
  'hold',
  'approve',
  'reject',
  'fund',
  'payments',
  'release',
  'charge-back',
] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

/** Which statuses each action leaves from, and where it goes; anything else is 409 `invalid_transition`. */
export const invoiceTransitions: Record<
  InvoiceAction,
  { from: readonly InvoiceStatus[]; to: InvoiceStatus; who: 'staff' | 'owner' }
> = {
  hold: { from: ['submitted'], to: 'held', who: 'staff' },
  approve: { from: ['submitted'], to: 'approved', who: 'staff' },
  reject: { from: ['submitted', 'held'], to: 'rejected', who: 'staff' },
  fund: { from: ['approved'], to: 'funded', who: 'owner' },
  payments: { from: ['funded'], to: 'paid', who: 'owner' },
  release: { from: ['paid'], to: 'closed', who: 'owner' },
  'charge-back': { from: ['funded'], to: 'charged_back', who: 'owner' },
};

export const fundingMethods = ['ach', 'wire'] as const;
export type FundingMethod = (typeof fundingMethods)[number];

// Precheck: fundable on first submit

export const precheckProblemCodes = [
  'rate_confirmation_missing',
  'proof_missing',
  'broker_declined',
  'broker_over_limit',
  'broker_not_authorized',
  'duplicate_load',
  'duplicate_document',
  'client_suspended',
] as const;
export type PrecheckProblemCode = (typeof precheckProblemCodes)[number];

export interface PrecheckProblem {
  code: PrecheckProblemCode;
  /** One plain sentence on what to do, in the user's language. */
  message: string;
}

export interface InvoicePreview {
  advanceCents: number;
  /** What arrives today: the advance less any deduction of what the client owes. */
  payoutCents: number;
  estimatedFeeCents: number;
  reserveCents: number;
  expectedPaymentDate: CalendarDate;
}

/** `GET /api/client/invoices/{id}/precheck`; also the 422 body of a submit that is not ready. */
export interface PrecheckResponse {
  ready: boolean;
  problems: PrecheckProblem[];
  preview: InvoicePreview;
}

// Documents

/** `POST /api/client/invoices/{id}/documents` → 201 `{ success, document }`. */
export interface InvoiceDocument {
  id: string;
  type: InvoiceDocumentType;
  fileName: string;
  contentType: StoredDocumentMimeType;
  sizeBytes: number;
  /** Of the stored bytes (after re-encoding an image). */
  sha256: string;
  uploadedAt: string;
}

/** `POST /api/client/invoices/extract`: what the rate confirmation's text says; every field optional. */
export interface RateConfirmationFields {
  loadNumber?: string;
  amountCents?: number;
  brokerMc?: string;
  brokerName?: string;
  pickupDate?: CalendarDate;
}

// Invoices

/** `POST /api/client/invoices` (Idempotency-Key accepted). */
export interface CreateInvoicePayload {
  debtorMc: string;
  loadNumber: string;
  /** 1 – 100,000,000 (one million dollars). */
  amountCents: number;
  invoiceDate: CalendarDate;
  notes?: string;
}

/** One change of an invoice's status: who (a display name, or the client user's name), when, why. */
export interface InvoiceHistoryEntry {
  at: string;
  by: string;
  from: InvoiceStatus | null;
  to: InvoiceStatus;
  /** The hold, reject or charge-back reason, when the step has one. */
  reason: string | null;
}

/** The invoice's money once it has some; null fields are steps that have not happened. */
export interface InvoiceMoney {
  advanceCents: number | null;
  deductionCents: number | null;
  payoutCents: number | null;
  paymentCents: number | null;
  feeCents: number | null;
  reserveReleaseCents: number | null;
  fundedOn: CalendarDate | null;
  paidOn: CalendarDate | null;
}

/** What comes next for an invoice, for a person ("Waiting for the broker, usually pays in 34 days"). */
export interface InvoiceNextStep {
  /** A plain sentence in the user's language. */
  text: string;
  /** When the next money is expected, when that is known. */
  expectedOn: CalendarDate | null;
}

export interface InvoiceBrokerSummary {
  id: string;
  mcNumber: string;
  name: string | null;
  decision: BrokerDecision;
}

/** An invoice in a list (client or staff). */
export interface InvoiceSummary {
  id: string;
  status: InvoiceStatus;
  loadNumber: string;
  amountCents: number;
  invoiceDate: CalendarDate;
  broker: InvoiceBrokerSummary;
  advanceCents: number | null;
  /** The hold or reject reason while the invoice is held or rejected. */
  reason: string | null;
  nextStep: InvoiceNextStep;
  createdAt: string;
  submittedAt: string | null;
}

/** `GET /api/client/invoices/{id}`. */
export interface ClientInvoiceDetail extends InvoiceSummary {
  notes: string | null;
  documents: InvoiceDocument[];
  history: InvoiceHistoryEntry[];
  money: InvoiceMoney;
}

export interface ClientInvoiceListResponse extends PageInfo {
  success: true;
  invoices: InvoiceSummary[];
}

// Statements

/** One row of a month's statement (the CSV holds the same, amounts in dollars with two decimals). */
export interface StatementLine {
  entryId: string;
  at: string;
  on: CalendarDate;
  invoiceId: string;
  loadNumber: string;
  kind: LedgerEntryKind;
  amountCents: number;
}

/** `GET /api/client/statements/{YYYY-MM}` (JSON, for the page) and `…/{YYYY-MM}.csv`. */
export interface StatementResponse {
  success: true;
  month: string;
  openingBalanceCents: number;
  closingBalanceCents: number;
  lines: StatementLine[];
}

// Brokers (staff)

/** `GET /api/brokers`, `POST /api/brokers`, `PATCH /api/brokers/{id}`. */
export interface Broker {
  id: string;
  mcNumber: string;
  name: string | null;
  decision: BrokerDecision;
  creditLimitCents: number;
  /** Funded, unpaid invoice amounts. */
  openBalanceCents: number;
  averageDaysToPay: number | null;
  allowedToOperate: boolean | null;
  createdAt: string;
}

export interface BrokerListResponse extends PageInfo {
  success: true;
  brokers: Broker[];
}

// Clients (staff)

export interface ClientUserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: ClientUserRole;
  locale: Locale;
  lastSignedInAt: string | null;
  createdAt: string;
}

/** `GET /api/clients/{id}`; the list shows the same without users and balances. */
export interface ClientView {
  id: string;
  companyName: string;
  dotNumber: string;
  mcNumber: string | null;
  status: ClientStatus;
  terms: ClientTerms;
  /** The lead it was made from, when it was. */
  lead: { kind: LeadKind; id: string } | null;
  createdAt: string;
}

export interface ClientDetail extends ClientView {
  users: ClientUserView[];
  balances: ClientBalances;
}

export interface ClientListResponse extends PageInfo {
  success: true;
  clients: ClientView[];
}

// Invoices (staff)

/** One immutable ledger entry (`GET /api/ledger`). */
export interface LedgerEntry {
  id: string;
  at: string;
  clientId: string;
  invoiceId: string;
  kind: LedgerEntryKind;
  amountCents: number;
}

/** `GET /api/invoices` rows: the queue shows who, which broker and how long it has waited. */
export interface StaffInvoiceSummary extends InvoiceSummary {
  client: { id: string; companyName: string };
  /** The precheck's findings at submission (empty when it was ready). */
  problems: PrecheckProblem[];
}

export interface StaffInvoiceDetail extends StaffInvoiceSummary {
  notes: string | null;
  documents: InvoiceDocument[];
  history: InvoiceHistoryEntry[];
  money: InvoiceMoney;
  ledger: LedgerEntry[];
  funding: { method: FundingMethod; reference: string } | null;
}

export interface StaffInvoiceListResponse extends PageInfo {
  success: true;
  invoices: StaffInvoiceSummary[];
}

/** `GET /api/funding/stats`. */
export interface FundingStats {
  fundedTodayCents: number;
  fundedThisMonthCents: number;
  aging: { days0to30Cents: number; days31to60Cents: number; days61to90Cents: number; over90Cents: number };
  topBrokers: { brokerId: string; mcNumber: string; name: string | null; openCents: number }[];
  medianHoursToFund: number | null;
}
