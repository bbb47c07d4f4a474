import type { Locator, Page } from '@playwright/test';
import { leadContact } from '@trucking-finance/contracts/testing';

/** What a test types into a lead form: a valid lead by default, with its own email. */
export interface LeadFormAnswers {
  email: string;
  companyName?: string;
  businessType?: string;
  yearsInBusiness?: string;
  numberOfTrucks?: number;
  monthlyRevenue?: string;
  servicesInterested?: string;
  comments?: string;
}

/** The contact and business fields both lead forms share, typed into `scope` (the page or the form). */
export async function fillLeadContact(scope: Page | Locator, answers: LeadFormAnswers): Promise<void> {
  await scope.getByLabel('Company Name').fill(answers.companyName ?? leadContact.companyName);
  await scope.getByLabel('Contact Name').fill(leadContact.contactName);
  await scope.getByLabel('Email Address').fill(answers.email);
  await scope.getByLabel('Phone Number').fill(leadContact.phone);
  await scope.getByLabel('MC Number').fill(leadContact.mcNumber);
  await scope.getByLabel('DOT Number').fill(leadContact.dotNumber);
  await scope.getByLabel('Business Type').selectOption(answers.businessType ?? 'small-fleet');
  await scope.getByLabel('Years in Business').selectOption(answers.yearsInBusiness ?? '3-5');
  await scope.getByLabel('Number of Trucks').fill(String(answers.numberOfTrucks ?? 6));
}

/** Every field of the quote form, the consent box included; the caller sends it. */
export async function fillQuote(scope: Page | Locator, answers: LeadFormAnswers): Promise<void> {
  await fillLeadContact(scope, answers);
  await scope.getByLabel('Monthly Revenue').selectOption(answers.monthlyRevenue ?? '50k-100k');
  await scope.getByLabel('Services Interested In').selectOption(answers.servicesInterested ?? 'factoring');
  await scope
    .getByLabel('Comments')
    .fill(answers.comments ?? 'Six reefers, Salt Lake to Phoenix, brokers pay in 45 days.');
  await scope.getByLabel(/I agree to receive communications/).check();
}
