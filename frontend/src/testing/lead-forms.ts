import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

/*
 * Test helpers shared by the two lead forms' tests (quote-form, fuel-card-form): the contact
 * fields both forms start with, and opening a form's page with the API stubbed. Test code only.
 */

export type User = ReturnType<typeof userEvent.setup>;

/** What a visitor types into the contact fields both forms share. */
export const typedLeadContact = {
  companyName: 'Ridgeline Freight LLC',
  contactName: 'Maria Alvarez',
  email: 'maria@ridgeline-freight.com',
  phone: '(801) 555-0142',
  mcNumber: 'MC-1234567',
  dotNumber: '3456789',
};

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
