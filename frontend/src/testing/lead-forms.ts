import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FuelCardApplicationPayload, QuoteRequestPayload } from '@trucking-finance/contracts';
import { fuelCardApplication, leadContact, quoteRequest } from '@trucking-finance/contracts/testing';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { OUTBOX_KEY, type OutboxEntry } from '@/lib/submission-outbox';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/*
 * Test helpers shared by the two lead forms' tests (quote-form, fuel-card-form): what a visitor
 * types (the shared valid leads), the contact fields both forms start with, and opening a form's
 * page with the API stubbed. Test code only.
 */

export type User = ReturnType<typeof userEvent.setup>;

/** A lead's fields as a visitor types them: text, the terms box apart. */
const typed = ({ agreeToTerms: _terms, ...fields }: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));

/** Every field of the quote form as a visitor fills it in (the shared valid quote request). */
export const typedQuote = typed(quoteRequest({ email: leadContact.email })) as Record<
  Exclude<keyof QuoteRequestPayload, 'agreeToTerms'>,
  string
>;

/** Every field of the fuel card form as a visitor fills it in (the shared valid application). */
export const typedApplication = typed(fuelCardApplication({ email: leadContact.email })) as Record<
  Exclude<keyof FuelCardApplicationPayload, 'agreeToTerms'>,
  string
>;

/** The ids the stubbed API gives the leads it keeps. */
const QUOTE_ID = '3f2a9c1e-5b7d-4e2a-9c1e-0a1b2c3d4e5f';
const APPLICATION_ID = '9c1e4b2a-7d3f-4a1b-8e2c-5f6a7b8c9d0e';

/** The API's 201 for the typed quote request: kept, with its reference and estimate. */
export const quoteCreated = () =>
  Response.json(
    {
      success: true,
      quote: { id: QUOTE_ID, ...typedQuote, numberOfTrucks: 6, submittedAt: '2025-03-04T15:00:00.000Z' },
      estimate: { low: 1.6, high: 2.2 },
    },
    { status: 201 },
  );

/** The API's 201 for the typed fuel card application. */
export const applicationCreated = () =>
  Response.json(
    {
      success: true,
      application: { id: APPLICATION_ID, ...typedApplication, submittedAt: '2025-03-04T15:00:00.000Z' },
    },
    { status: 201 },
  );

/** A quote request that a previous visit left in this device's outbox, `age` ms ago. */
export function keptQuote(age: number, key = 'c0ffee00-1111-4222-8333-444455556666'): OutboxEntry {
  const entry: OutboxEntry = {
    kind: 'quotes',
    key,
    body: { ...typedQuote, numberOfTrucks: 6, agreeToTerms: true, locale: 'en' },
    savedAt: Date.now() - age,
  };
  window.localStorage.setItem(OUTBOX_KEY, JSON.stringify([entry]));
  return entry;
}

/** The contact fields both forms share, by their visible labels. */
export const leadContactField = {
  companyName: () => screen.getByRole('textbox', { name: 'Company Name' }),
  contactName: () => screen.getByRole('textbox', { name: 'Contact Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  phone: () => screen.getByRole('textbox', { name: 'Phone Number' }),
  mcNumber: () => screen.getByRole('textbox', { name: 'MC Number' }),
  dotNumber: () => screen.getByRole('textbox', { name: 'DOT Number' }),
};

/** A select's choices as [value, text] pairs. */
export const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

/**
 * Renders a lead form's page with the API stubbed and jest's clock (the 3-second reset needs it),
 * and waits for the form's heading.
 */
export async function openLeadFormPage(url: string, heading: string, answers: Parameters<typeof mockApi>[0]) {
  jest.useFakeTimers();
  const api = mockApi(answers);
  await renderApp(url);
  // The layout asks for the runtime settings once; let that answer land inside act.
  await act(() => loadRuntimeConfig());
  await screen.findByRole('heading', { level: 2, name: heading });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { api, user };
}

/**
 * Ends a test of `openLeadFormPage`: runs what the page still has scheduled (a render after the
 * form's last check) before jest's clock is dropped, which would otherwise leave React's scheduler
 * waiting on a timer that never fires, in the tests after this one.
 */
export function closeLeadFormPage() {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
}
