import { brand } from './brand';
import { quoteOutboxCopy } from './lead-outbox';

export const getQuoteHero = {
  eyebrow: 'Free quote, no obligation',
  heading: 'Get Your Free Quote',
  lede: 'Tell us about your trucking business and a funding specialist will come back with your quote within 1 hour during business hours. Up to 95% advanced, rates from 1.5%, no long-term contracts.',
} as const;

export const getQuoteSidebar = {
  label: 'Talk to us',
  call: {
    heading: 'Prefer to Talk?',
    text: 'Call a funding specialist directly. Se habla español.',
    hours: 'Monday-Friday 7 AM-3 PM MST',
  },
  holidayNotice: {
    heading: 'Federal Holiday Notice',
    text: 'No funds are sent, received or processed on federal holidays. Transactions requested on a holiday move to the next business day.',
  },
  cards: [
    {
      icon: 'clock',
      title: 'Quick Response',
      text: 'We answer every quote request within 1 hour during business hours.',
    },
    {
      icon: 'bolt',
      title: 'Fast Funding',
      text: 'Once you are approved, get funded within 24 hours with up to 95% of your invoice value advanced.',
    },
  ],
} as const;

/** The quote form's own words: its states (docs/product.md#lead-forms) and messages (docs/product.md#quote-form). */
export const quoteFormCopy = {
  heading: 'Request Your Quote',
  intro: 'Every field is required. It takes about two minutes, and a quote is never a commitment.',
  terms: `I agree to receive communications from ${brand.name} and understand that requesting a quote is not a commitment to factor.`,
  termsReminder: 'Tick the agreement above to send your request.',
  /** Under the agreement: "How we use your details: Privacy Policy." (the link's text). */
  termsHint: { text: 'How we use your details:', privacyLink: 'Privacy Policy' },
  submit: { idle: 'Get My Free Quote', submitting: 'Submitting...', submitted: 'Quote Submitted!' },
  success: {
    title: 'Quote Request Submitted!',
    description: "We'll contact you within 1 hour during business hours. Reference ID: ",
  },
  confirmation: {
    heading: 'Your quote request is in',
    nextSteps: [
      'A funding specialist reads your request and works out your rate.',
      'We call you at the number you gave to go over your quote and answer questions.',
      'If you go ahead, we set up your account and you can be funded within 24 hours of approval.',
    ],
    startOver: 'Start a new quote request',
  },
  failure: {
    title: 'Error',
    description: 'There was a problem submitting your request. Please try again.',
  },
  /** Kept on this device when the server does not answer (content/lead-outbox.ts). */
  outbox: quoteOutboxCopy,
} as const;
