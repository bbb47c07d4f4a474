import { entityTypes } from '@trucking-finance/contracts';

/**
 * The words of the printable factoring application (docs/product.md#factoring-application): its
 * section legends, field labels and hints, the form's notes and buttons, and the printed page.
 * application-fields.ts declares the fields themselves.
 */

export const applicationSectionLegends = {
  company: 'Company Information',
  owner: 'Owner Information',
  contact: 'Contact Person',
  financial: 'Financial Information',
  customers: 'Customer Information',
  factoringHistory: 'Factoring History',
  references: 'Trade References',
  additional: 'Additional Information',
} as const;

/** Each field's label, and the hint of those that have one. */
export const applicationFieldCopy = {
  companyName: { label: 'Legal Company Name' },
  dbaName: { label: 'DBA Name (Doing Business As)' },
  physicalAddress: { label: 'Physical Address' },
  city: { label: 'City' },
  state: { label: 'State' },
  zip: { label: 'ZIP Code' },
  mailingAddress: {
    label: 'Mailing Address',
    hint: 'Street, city, state and ZIP, even if the same as the physical address.',
  },
  phone: { label: 'Business Phone' },
  fax: { label: 'Fax' },
  email: { label: 'Business Email' },
  website: { label: 'Website' },
  federalTaxId: { label: 'Federal Tax ID (EIN)' },
  stateOfIncorporation: { label: 'State of Incorporation' },
  businessType: { label: 'Business Type' },
  dateEstablished: { label: 'Date Established' },
  mcNumber: { label: 'MC Number' },
  dotNumber: { label: 'DOT Number' },
  ownerName: { label: 'Owner Name' },
  ownerTitle: { label: 'Owner Title' },
  ownerPhone: { label: 'Owner Phone' },
  ownerEmail: { label: 'Owner Email' },
  contactPerson: { label: 'Contact Name' },
  contactTitle: { label: 'Contact Title' },
  contactPhone: { label: 'Contact Phone' },
  contactEmail: { label: 'Contact Email' },
  monthlyRevenue: { label: 'Monthly Revenue ($)' },
  averageInvoiceAmount: { label: 'Average Invoice Amount ($)' },
  paymentTerms: { label: 'Payment Terms', hint: 'How your customers usually pay, such as Net 30.' },
  bankName: { label: 'Bank Name' },
  bankPhone: { label: 'Bank Phone' },
  accountNumber: { label: 'Account Number' },
  routingNumber: { label: 'Routing Number' },
  customerCount: { label: 'Number of Customers' },
  creditTerms: { label: 'Credit Terms You Offer', hint: 'For example Net 30 or Net 45.' },
  topCustomers: { label: 'Top Customers', hint: 'The brokers and shippers you bill most, one per line.' },
  factorExperience: { label: 'Have You Factored Before?' },
  currentFactor: { label: 'Current Factoring Company' },
  reasonForChange: {
    label: 'Reason for Change',
    hint: 'If you factor today, why you are looking to switch.',
  },
  additionalInfo: {
    label: 'Additional Information',
    hint: 'Anything else we should know about your business.',
  },
} as const;

/** The three trade references: a sub-legend each, and the same four fields (`personName`: the reference's name). */
export const referenceCopy = {
  legend: (number: number) => `Reference ${number}`,
  personName: 'Name',
  company: 'Company',
  phone: 'Phone',
  email: 'Email',
} as const;

/**
 * The selects' first, empty choice, and the choices that are words. The chosen words are printed
 * as they are shown; the values never leave the browser.
 */
export const applicationChoices = {
  statePlaceholder: 'Select a state',
  businessTypePlaceholder: 'Select a business type',
  answerPlaceholder: 'Select an answer',
  businessTypes: entityTypes,
  /** Answers for "have you factored before". */
  factorExperience: ['Yes', 'No'],
} as const;

export const applicationFormCopy = {
  privacyNote:
    "Nothing you type here leaves your browser: we don't send or store it. Generate the application to open a print-ready copy you can print or save as a PDF, sign, and return to your account manager.",
  requiredNote: 'Fields marked with an asterisk (*) are required.',
  remainingMessage: (remaining: number): string =>
    remaining === 0
      ? 'All required fields are complete. Your application is ready to generate.'
      : `${remaining} required ${remaining === 1 ? 'field' : 'fields'} left before you can generate the application.`,
  generateLabel: 'Generate Printable Application',
  generatingLabel: 'Generating...',
} as const;

/** docs/product.md#factoring-application: what the visitor is told when the printable page cannot be made. */
export const applicationAlerts = {
  popupBlocked: 'Please allow popups to download the application',
  generationFailed: 'There was an error generating the application. Please try again.',
} as const;

/** The printed application: its language, its dates, and every word around the visitor's answers. */
export const applicationPrintCopy = {
  /** The printed document's `lang`. */
  lang: 'en',
  /** How its dates are written: "June 2, 2025". */
  dateLocale: 'en-US',
  documentTitle: (company: string, provider: string) =>
    `Factoring Application${company ? ` – ${company}` : ''} | ${provider}`,
  heading: 'Invoice Factoring Application',
  preparedOn: (date: string) => `Prepared on ${date}`,
  signatureHeading: 'Authorization and Signature',
  consent: (provider: string) =>
    `By signing below, I certify that the information in this application is true and complete, and I authorize ${provider} to verify it, including credit inquiries on the business, its owners and its customers.`,
  signatureLines: ['Owner Signature', 'Date', 'Printed Name', 'Title'],
  footer: (provider: string, phone: string) =>
    `Confidential. This application contains bank and tax details: share it only with ${provider}. Questions? Call ${phone}.`,
} as const;
