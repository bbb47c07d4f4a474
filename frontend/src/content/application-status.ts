import type { LeadKind, PublicLeadStatus } from '@trucking-finance/contracts';

// Made on first use, not while the page loads (docs/architecture.md#first-load).
let dateFormat: Intl.DateTimeFormat | undefined;
const longDate = (iso: string): string =>
  (dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })).format(new Date(iso));

/** Copy of the application status page (docs/product.md#application-status). */
export const applicationStatusCopy = {
  eyebrow: 'Your application',
  heading: 'Where is my application?',
  lede: 'Enter the reference from your confirmation and the email address you used, and we will tell you where your request stands.',
  form: {
    heading: 'Check your application status',
    intro: 'Both must match the request you sent. The reference is the 8 characters shown when you sent it.',
    referenceLabel: 'Reference ID',
    referenceHint: 'For example 3f2a9c1e',
    referenceRequired: 'Please enter your reference ID',
    referenceInvalid: 'A reference ID is 8 letters and digits, for example 3f2a9c1e',
    emailLabel: 'Email address',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address, for example name@company.com',
    submit: 'Check Status',
    submitting: 'Checking...',
  },
  notFound:
    'We could not find an application with that reference and email address. Please check both and try again.',
  rateLimited: 'Too many tries. Please wait a minute and try again.',
  failed: 'We could not check your status just now. Please try again in a moment.',
  resultHeading: 'Your application',
  kindLabel: 'Request',
  statusLabel: 'Status',
  kinds: {
    quotes: 'Quote request',
    'fuel-card-applications': 'Fuel card application',
  } satisfies Record<LeadKind, string>,
  statuses: {
    received: { label: 'Received', detail: 'We have your request and will be in touch soon.' },
    'in-review': { label: 'In review', detail: 'Our team is reviewing your application.' },
    contacted: {
      label: 'Contacted',
      detail: 'We have been in touch. Watch your phone and email for next steps.',
    },
    closed: { label: 'Closed', detail: 'This request is closed. Call us if you have any questions.' },
  } satisfies Record<PublicLeadStatus, { label: string; detail: string }>,
  submittedOn: (iso: string): string => `Sent on ${longDate(iso)}`,
} as const;
