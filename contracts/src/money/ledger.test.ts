import fc from 'fast-check';
import { addCalendarDays, monthOf, type CalendarDate } from './calendar-date';
import { chargeBackInvoice, fundInvoice, receiveBrokerPayment, releaseReserve } from './formulas';
import {
  clientBalances,
  monthlyStatement,
  moneyFlows,
  sumOfEntries,
  type InvoiceMoneyFacts,
  type LedgerEntryDraft,
  type LedgerEntryFacts,
} from './ledger';
import { divideRoundHalfUp } from './rounding';

/** A client's books as the test keeps them: entries written by the formulas, invoices' states. */
class Books {
  entries: LedgerEntryFacts[] = [];
  invoices = new Map<string, InvoiceMoneyFacts>();

  write(invoiceId: string, on: CalendarDate, drafts: LedgerEntryDraft[]): void {
    for (const draft of drafts) this.entries.push({ ...draft, invoiceId, on });
  }

  balances(today: CalendarDate) {
    return clientBalances(this.entries, [...this.invoices.values()], today);
  }
}

describe('clientBalances, worked by hand', () => {
  // Terms: 90 % advance, 2 % per 30 days.
  const books = new Books();
  const terms = { advanceRatePercent: 90, feePercentPer30Days: 2 };
  let owed = 0;

  // Invoice 1, $2,000: funded, paid short ($1,500 after 30 days), released: owes $340.
  books.invoices.set('i1', { id: 'i1', status: 'funded', amountCents: 200_000, feeCents: null });
  const f1 = fundInvoice(200_000, terms.advanceRatePercent, owed);
  books.write('i1', '2026-03-02', f1.entries);
  const p1 = receiveBrokerPayment({
    amountCents: 200_000,
    advanceCents: f1.advanceCents,
    feePercentPer30Days: 2,
    fundedOn: '2026-03-02',
    receivedOn: '2026-04-01',
    paymentCents: 150_000,
  });
  books.write('i1', '2026-04-01', p1.entries);
  const r1 = releaseReserve(150_000, f1.advanceCents, p1.feeCents);
  books.write('i1', '2026-04-02', r1.entries);
  books.invoices.set('i1', { id: 'i1', status: 'closed', amountCents: 200_000, feeCents: p1.feeCents });
  owed += r1.owedIncreaseCents;

  // Invoice 2, $1,000: funded; the $340 comes out of its advance.
  const f2 = fundInvoice(100_000, terms.advanceRatePercent, owed);
  books.write('i2', '2026-04-03', f2.entries);
  books.invoices.set('i2', { id: 'i2', status: 'funded', amountCents: 100_000, feeCents: null });
  owed = f2.owedAfterCents;

  // Invoice 3, $500: funded, charged back 45 days later.
  const f3 = fundInvoice(50_000, terms.advanceRatePercent, owed);
  books.write('i3', '2026-04-05', f3.entries);
  const c3 = chargeBackInvoice(50_000, f3.advanceCents, 2, '2026-04-05', '2026-05-20');
  books.write('i3', '2026-05-20', c3.entries);
  books.invoices.set('i3', { id: 'i3', status: 'charged_back', amountCents: 50_000, feeCents: null });

  // Invoice 4, $1,234.57: funded, overpaid the same day, not released yet.
  const f4 = fundInvoice(123_457, terms.advanceRatePercent, 0);
  books.write('i4', '2026-04-10', f4.entries);
  const p4 = receiveBrokerPayment({
    amountCents: 123_457,
    advanceCents: f4.advanceCents,
    feePercentPer30Days: 2,
    fundedOn: '2026-04-10',
    receivedOn: '2026-04-10',
    paymentCents: 130_000,
  });
  books.write('i4', '2026-04-10', p4.entries);
  books.invoices.set('i4', { id: 'i4', status: 'paid', amountCents: 123_457, feeCents: p4.feeCents });

  it('writes the entries the contract describes', () => {
    expect(f1.advanceCents).toBe(180_000);
    expect(p1.feeCents).toBe(4_000); // 200,000 × 2 % × 30 / 30
    expect(r1.reserveReleaseCents).toBe(-34_000); // 150,000 − 180,000 − 4,000
    expect(f2).toMatchObject({
      advanceCents: 90_000,
      deductionCents: 34_000,
      payoutCents: 56_000,
      owedAfterCents: 0,
    });
    expect(c3).toMatchObject({ feeCents: 1_500, owedIncreaseCents: 46_500 }); // 50,000 × 2 % × 45 / 30
    expect(f4.advanceCents).toBe(111_111); // 111,111.3
    expect(p4.feeCents).toBe(82); // 1 day: 82.30
    expect(books.entries.map(({ invoiceId, kind, amountCents }) => [invoiceId, kind, amountCents])).toEqual([
      ['i1', 'advance', 180_000],
      ['i1', 'payment', -150_000],
      ['i1', 'fee', 4_000],
      ['i1', 'reserve_release', -34_000],
      ['i2', 'advance', 90_000],
      ['i2', 'deduction', -34_000],
      ['i3', 'advance', 45_000],
      ['i3', 'charge_back', -45_000],
      ['i3', 'fee', 1_500],
      ['i4', 'advance', 111_111],
      ['i4', 'payment', -130_000],
    ]);
  });

  it('derives the balances in mid-April', () => {
    // Only i1 and i2 existed on April 3; on April 15 i3 is still funded.
    const april = clientBalances(
      books.entries.filter((entry) => entry.on <= '2026-04-15'),
      [
        { id: 'i1', status: 'closed', amountCents: 200_000, feeCents: 4_000 },
        { id: 'i2', status: 'funded', amountCents: 100_000, feeCents: null },
        { id: 'i3', status: 'funded', amountCents: 50_000, feeCents: null },
        { id: 'i4', status: 'paid', amountCents: 123_457, feeCents: 82 },
      ],
      '2026-04-15',
    );
    expect(april).toEqual({
      advancedOutstandingCents: 90_000 + 45_000,
      reserveHeldCents: 10_000 + 5_000 + (130_000 - 111_111 - 82),
      owedCents: 0, // the $340 short payment, deducted from i2's advance
      fundedThisMonthCents: 90_000 + 45_000 + 111_111,
      feesThisMonthCents: 4_000,
    });
  });

  it('derives the balances after the charge-back in May', () => {
    expect(books.balances('2026-05-20')).toEqual({
      advancedOutstandingCents: 90_000,
      reserveHeldCents: 10_000 + 18_807,
      owedCents: 34_000 + 45_000 + 1_500 - 34_000,
      fundedThisMonthCents: 0,
      feesThisMonthCents: 1_500,
    });
  });

  it('accounts for every cent that moved', () => {
    expect(moneyFlows(books.entries)).toEqual({
      paidToClientCents: 180_000 + 56_000 + 45_000 + 111_111,
      receivedFromBrokersCents: 150_000 + 130_000,
      feesCents: 4_000 + 1_500,
      collectedFromClientCents: 34_000,
    });
  });

  it("makes a month's statement whose rows add up to closing − opening", () => {
    const april = monthlyStatement(books.entries, '2026-04');
    expect(april.openingBalanceCents).toBe(180_000);
    expect(april.entries).toHaveLength(8);
    expect(april.closingBalanceCents - april.openingBalanceCents).toBe(sumOfEntries(april.entries));
    const may = monthlyStatement(books.entries, '2026-05');
    expect(may.openingBalanceCents).toBe(april.closingBalanceCents);
    expect(may.closingBalanceCents).toBe(sumOfEntries(books.entries));
    expect(() => monthlyStatement(books.entries, '2026-4')).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// Random lives: fund, pay (full, short, over), release, charge back, in any order.

type Action =
  | { type: 'create'; amountCents: number }
  | { type: 'fund'; pick: number; wait: number }
  | { type: 'pay'; pick: number; wait: number; how: 'full' | 'short' | 'over'; share: number }
  | { type: 'release'; pick: number; wait: number }
  | { type: 'chargeBack'; pick: number; wait: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ type: fc.constant('create' as const), amountCents: fc.integer({ min: 1, max: 100_000_000 }) }),
  fc.record({ type: fc.constant('fund' as const), pick: fc.nat(), wait: fc.integer({ min: 0, max: 20 }) }),
  fc.record({
    type: fc.constant('pay' as const),
    pick: fc.nat(),
    wait: fc.integer({ min: 0, max: 90 }),
    how: fc.constantFrom('full' as const, 'short' as const, 'over' as const),
    share: fc.integer({ min: 0, max: 1_000 }),
  }),
  fc.record({ type: fc.constant('release' as const), pick: fc.nat(), wait: fc.integer({ min: 0, max: 5 }) }),
  fc.record({
    type: fc.constant('chargeBack' as const),
    pick: fc.nat(),
    wait: fc.integer({ min: 0, max: 130 }),
  }),
);

/** An invoice as the model keeps it, worked out independently of ledger.ts. */
interface ModelInvoice {
  id: string;
  amount: number;
  status: 'approved' | 'funded' | 'paid' | 'closed' | 'charged_back';
  fundedOn?: CalendarDate;
  advance: number;
  payment: number;
  fee: number | null;
}

/** round(numerator / denominator) half up, for the model's own arithmetic. */
const round = (numerator: number, denominator: number) =>
  Number(divideRoundHalfUp(BigInt(numerator), BigInt(denominator)));

describe('the ledger across random lives of invoices', () => {
  it('keeps the balances equal to the model, the flows reconciled, and no cent appearing or vanishing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7_000, max: 9_800 }),
        fc.integer({ min: 5, max: 60 }),
        fc.array(action, { minLength: 1, maxLength: 60 }),
        (advanceBasisPoints, feeTenths, actions) => {
          const advanceRatePercent = advanceBasisPoints / 100;
          const feePercentPer30Days = feeTenths / 10;
          const books = new Books();
          const invoices: ModelInvoice[] = [];
          const model = { owed: 0, paidToClient: 0, fromBrokers: 0, fees: 0, collected: 0 };
          let today: CalendarDate = '2026-01-05';
          const byStatus = (status: ModelInvoice['status'], pick: number) => {
            const candidates = invoices.filter((invoice) => invoice.status === status);
            return candidates.length === 0 ? undefined : candidates[pick % candidates.length];
          };
          const sync = (invoice: ModelInvoice) =>
            books.invoices.set(invoice.id, {
              id: invoice.id,
              status: invoice.status,
              amountCents: invoice.amount,
              feeCents: invoice.fee,
            });

          for (const step of actions) {
            if (step.type !== 'create') today = addCalendarDays(today, step.wait);
            if (step.type === 'create') {
              const invoice: ModelInvoice = {
                id: `i${invoices.length + 1}`,
                amount: step.amountCents,
                status: 'approved',
                advance: 0,
                payment: 0,
                fee: null,
              };
              invoices.push(invoice);
              sync(invoice);
            } else if (step.type === 'fund') {
              const invoice = byStatus('approved', step.pick);
              if (!invoice) continue;
              const funding = fundInvoice(invoice.amount, advanceRatePercent, model.owed);
              const advance = round(invoice.amount * advanceBasisPoints, 10_000);
              const deduction = Math.min(model.owed, advance);
              expect(funding).toMatchObject({
                advanceCents: advance,
                deductionCents: deduction,
                payoutCents: advance - deduction,
              });
              model.owed -= deduction;
              model.paidToClient += advance - deduction;
              model.collected += deduction;
              Object.assign(invoice, { status: 'funded', fundedOn: today, advance });
              books.write(invoice.id, today, funding.entries);
            } else if (step.type === 'pay') {
              const invoice = byStatus('funded', step.pick);
              if (!invoice) continue;
              const paid =
                step.how === 'full'
                  ? invoice.amount
                  : step.how === 'short'
                    ? Math.floor((invoice.amount * step.share) / 1_001)
                    : invoice.amount + 1 + step.share * 100;
              const payment = receiveBrokerPayment({
                amountCents: invoice.amount,
                advanceCents: invoice.advance,
                feePercentPer30Days,
                fundedOn: invoice.fundedOn!,
                receivedOn: today,
                paymentCents: paid,
              });
              const days = Math.max(
                1,
                Math.round((Date.parse(today) - Date.parse(invoice.fundedOn!)) / 86_400_000),
              );
              const fee = round(invoice.amount * feeTenths * days, 30_000);
              expect(payment.feeCents).toBe(fee);
              model.fromBrokers += paid;
              Object.assign(invoice, { status: 'paid', payment: paid, fee });
              books.write(invoice.id, today, payment.entries);
            } else if (step.type === 'release') {
              const invoice = byStatus('paid', step.pick);
              if (!invoice) continue;
              const released = releaseReserve(invoice.payment, invoice.advance, invoice.fee!);
              const rest = invoice.payment - invoice.advance - invoice.fee!;
              expect(released.reserveReleaseCents).toBe(rest);
              if (rest >= 0) model.paidToClient += rest;
              else model.owed += -rest;
              model.fees += invoice.fee!;
              invoice.status = 'closed';
              books.write(invoice.id, today, released.entries);
            } else {
              const invoice = byStatus('funded', step.pick);
              if (!invoice) continue;
              const charged = chargeBackInvoice(
                invoice.amount,
                invoice.advance,
                feePercentPer30Days,
                invoice.fundedOn!,
                today,
              );
              const days = Math.max(
                1,
                Math.round((Date.parse(today) - Date.parse(invoice.fundedOn!)) / 86_400_000),
              );
              const fee = round(invoice.amount * feeTenths * days, 30_000);
              expect(charged.feeCents).toBe(fee);
              model.owed += invoice.advance + fee;
              model.fees += fee;
              Object.assign(invoice, { status: 'charged_back', fee });
              books.write(invoice.id, today, charged.entries);
            }
            for (const invoice of invoices) sync(invoice);

            // The balances, from the ledger and the states, equal the model's.
            const funded = invoices.filter((invoice) => invoice.status === 'funded');
            const paid = invoices.filter((invoice) => invoice.status === 'paid');
            const month = monthOf(today);
            const thisMonth = books.entries.filter((entry) => monthOf(entry.on) === month);
            const balances = books.balances(today);
            expect(balances).toEqual({
              advancedOutstandingCents: funded.reduce((sum, invoice) => sum + invoice.advance, 0),
              reserveHeldCents:
                funded.reduce((sum, invoice) => sum + invoice.amount - invoice.advance, 0) +
                paid.reduce(
                  (sum, invoice) => sum + Math.max(0, invoice.payment - invoice.advance - invoice.fee!),
                  0,
                ),
              owedCents: model.owed,
              fundedThisMonthCents: sumOfEntries(thisMonth.filter((entry) => entry.kind === 'advance')),
              feesThisMonthCents: sumOfEntries(thisMonth.filter((entry) => entry.kind === 'fee')),
            });
            expect(balances.owedCents).toBeGreaterThanOrEqual(0);

            // The money that moved, read from the entries, is the money the model moved.
            const flows = moneyFlows(books.entries);
            expect(flows).toEqual({
              paidToClientCents: model.paidToClient,
              receivedFromBrokersCents: model.fromBrokers,
              feesCents: model.fees,
              collectedFromClientCents: model.collected,
            });

            // No cent appears or vanishes: what went out to the client or was earned as fees came
            // from a broker or is still out (advanced, or owed), less what is held for the client.
            const held = paid.reduce((sum, invoice) => sum + invoice.payment - invoice.advance, 0);
            expect(flows.paidToClientCents + flows.feesCents).toBe(
              flows.receivedFromBrokersCents + balances.advancedOutstandingCents + balances.owedCents - held,
            );

            // Each invoice's own entries (a deduction belongs to the client's debt, not the invoice).
            for (const invoice of invoices) {
              const own = books.entries.filter(
                (entry) => entry.invoiceId === invoice.id && entry.kind !== 'deduction',
              );
              const expected = {
                approved: 0,
                funded: invoice.advance,
                paid: invoice.advance - invoice.payment,
                closed: 0, // payment = advance + fee + release
                charged_back: invoice.fee ?? 0, // the fee, owed by the client
              }[invoice.status];
              expect(sumOfEntries(own)).toBe(expected);
            }

            // The statement of any month adds up, and the months chain.
            const statement = monthlyStatement(books.entries, month);
            expect(statement.closingBalanceCents - statement.openingBalanceCents).toBe(
              sumOfEntries(statement.entries),
            );
            expect(statement.closingBalanceCents).toBe(sumOfEntries(books.entries));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
