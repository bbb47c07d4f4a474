import { monthOf, type CalendarDate } from './calendar-date';

/*
 * The ledger (docs/product.md#the-ledger-and-the-balances): immutable entries, each one kind and a
 * signed amount in cents. The sign follows the money through an invoice, as the factor's books see
 * the client's account:
 *
 *   advance          +advance      paid out to the client at funding
 *   deduction        −deduction    kept back from that advance for what the client owed
 *   payment          −P            received from the broker
 *   fee              +fee          our fee, charged at release or at charge-back
 *   reserve_release  +(P − advance − fee)
 *                                  paid out to the client at release; negative when the broker
 *                                  paid short: that much is owed by the client, nothing is paid out
 *   charge_back      −advance      the advance claimed back from the client
 *
 * So a closed invoice's own entries add up to exactly zero: every cent the broker paid is the
 * advance coming back, the fee, or the release (P = advance + fee + release). That is the
 * contract's release rule and why the release may be negative; no sign convention makes the running
 * sum a balance as well (a deduction moves cash and debt together), so the balances below are
 * derived from the entries and the invoices' states, as the contract defines each of them.
 */

export const ledgerEntryKinds = [
  'advance',
  'deduction',
  'payment',
  'fee',
  'reserve_release',
  'charge_back',
] as const;
export type LedgerEntryKind = (typeof ledgerEntryKinds)[number];

/** An entry a step of an invoice writes, before it has an id, a time and its invoice. */
export interface LedgerEntryDraft {
  kind: LedgerEntryKind;
  amountCents: number;
}

/** An entry as the balances read it. */
export interface LedgerEntryFacts extends LedgerEntryDraft {
  invoiceId: string;
  /** The calendar day of the entry's `at` in BUSINESS_TIMEZONE. */
  on: CalendarDate;
}

/** The invoice states money depends on; the others have no ledger entries. */
export type InvoiceMoneyStatus = 'funded' | 'paid' | 'closed' | 'charged_back';

/** What the balances need of an invoice besides its entries. */
export interface InvoiceMoneyFacts {
  id: string;
  status: string;
  /** A, the invoice amount. */
  amountCents: number;
  /** The fee worked out when the broker paid (charged at release); null before. */
  feeCents: number | null;
}

export interface ClientBalances {
  advancedOutstandingCents: number;
  reserveHeldCents: number;
  owedCents: number;
  fundedThisMonthCents: number;
  feesThisMonthCents: number;
}

interface InvoiceSums {
  advance: number;
  payment: number;
  chargedBack: boolean;
}

function sumsByInvoice(entries: readonly LedgerEntryFacts[]): Map<string, InvoiceSums> {
  const sums = new Map<string, InvoiceSums>();
  for (const entry of entries) {
    let invoice = sums.get(entry.invoiceId);
    if (!invoice) sums.set(entry.invoiceId, (invoice = { advance: 0, payment: 0, chargedBack: false }));
    if (entry.kind === 'advance') invoice.advance += entry.amountCents;
    else if (entry.kind === 'payment') invoice.payment -= entry.amountCents;
    else if (entry.kind === 'charge_back') invoice.chargedBack = true;
  }
  return sums;
}

/**
 * A client's balances, as `GET /api/client/account` shows them:
 *
 * - advancedOutstandingCents: Σ advance entries of invoices now `funded` (not yet paid by the
 *   broker, not charged back).
 * - reserveHeldCents: for each `funded` invoice A − advance; for each `paid` invoice (not yet
 *   released) max(0, P − advance − fee), P being its payment entries and fee the invoice's.
 * - owedCents: what the client owes: Σ |charge_back| + the fee entries of charged-back invoices
 *   + Σ |reserve_release| of negative releases − Σ |deduction| (each deduction paid some of it).
 * - fundedThisMonthCents: Σ advance entries dated in the month of `today`.
 * - feesThisMonthCents: Σ fee entries dated in the month of `today` (fees are charged at release
 *   or charge-back, so that is when they count).
 *
 * Months and days are calendar days in BUSINESS_TIMEZONE: `today` and each entry's `on`.
 */
export function clientBalances(
  entries: readonly LedgerEntryFacts[],
  invoices: readonly InvoiceMoneyFacts[],
  today: CalendarDate,
): ClientBalances {
  const month = monthOf(today);
  const sums = sumsByInvoice(entries);
  let advancedOutstandingCents = 0;
  let reserveHeldCents = 0;
  for (const invoice of invoices) {
    const money = sums.get(invoice.id);
    if (!money) continue;
    if (invoice.status === 'funded') {
      advancedOutstandingCents += money.advance;
      reserveHeldCents += invoice.amountCents - money.advance;
    } else if (invoice.status === 'paid') {
      reserveHeldCents += Math.max(0, money.payment - money.advance - (invoice.feeCents ?? 0));
    }
  }

  let owedCents = 0;
  let fundedThisMonthCents = 0;
  let feesThisMonthCents = 0;
  for (const entry of entries) {
    const thisMonth = monthOf(entry.on) === month;
    switch (entry.kind) {
      case 'advance':
        if (thisMonth) fundedThisMonthCents += entry.amountCents;
        break;
      case 'fee':
        if (sums.get(entry.invoiceId)?.chargedBack) owedCents += entry.amountCents;
        if (thisMonth) feesThisMonthCents += entry.amountCents;
        break;
      case 'charge_back':
        owedCents -= entry.amountCents;
        break;
      case 'reserve_release':
        if (entry.amountCents < 0) owedCents -= entry.amountCents;
        break;
      case 'deduction':
        owedCents += entry.amountCents;
        break;
      case 'payment':
        break;
    }
  }
  return { advancedOutstandingCents, reserveHeldCents, owedCents, fundedThisMonthCents, feesThisMonthCents };
}

/** Where a client's money went, from its entries alone. */
export interface MoneyFlows {
  /** Sent to the client: advances less deductions, plus positive releases. */
  paidToClientCents: number;
  /** Received from brokers: Σ payments. */
  receivedFromBrokersCents: number;
  /** Earned as fees: Σ fees. */
  feesCents: number;
  /** Collected from the client: Σ deductions. */
  collectedFromClientCents: number;
}

/**
 * The money that actually moved. No cent appears or vanishes: at any moment
 * paidToClient + fees = receivedFromBrokers + advancedOutstanding + owed − held, where held is
 * P − advance summed over the paid invoices not yet released (what we hold for them, fee included).
 */
export function moneyFlows(entries: readonly LedgerEntryDraft[]): MoneyFlows {
  const flows: MoneyFlows = {
    paidToClientCents: 0,
    receivedFromBrokersCents: 0,
    feesCents: 0,
    collectedFromClientCents: 0,
  };
  for (const { kind, amountCents } of entries) {
    if (kind === 'advance') flows.paidToClientCents += amountCents;
    else if (kind === 'deduction') {
      flows.paidToClientCents += amountCents;
      flows.collectedFromClientCents -= amountCents;
    } else if (kind === 'reserve_release') flows.paidToClientCents += Math.max(0, amountCents);
    else if (kind === 'payment') flows.receivedFromBrokersCents -= amountCents;
    else if (kind === 'fee') flows.feesCents += amountCents;
  }
  return flows;
}

export const sumOfEntries = (entries: readonly LedgerEntryDraft[]): number =>
  entries.reduce((sum, entry) => sum + entry.amountCents, 0);

export interface Statement<E extends LedgerEntryFacts> {
  /** `YYYY-MM`. */
  month: string;
  /** Σ of every entry before the month. */
  openingBalanceCents: number;
  /** The month's entries, in the order given. */
  entries: E[];
  /** Opening balance + Σ of the month's entries. */
  closingBalanceCents: number;
}

/** A month's statement: the rows add up to closing − opening by construction. */
export function monthlyStatement<E extends LedgerEntryFacts>(
  entries: readonly E[],
  month: string,
): Statement<E> {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    throw new RangeError(`${JSON.stringify(month)} is not a YYYY-MM month.`);
  let openingBalanceCents = 0;
  const rows: E[] = [];
  for (const entry of entries) {
    const entryMonth = monthOf(entry.on);
    if (entryMonth < month) openingBalanceCents += entry.amountCents;
    else if (entryMonth === month) rows.push(entry);
  }
  return {
    month,
    openingBalanceCents,
    entries: rows,
    closingBalanceCents: openingBalanceCents + sumOfEntries(rows),
  };
}
