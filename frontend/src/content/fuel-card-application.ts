import { brand } from './brand';
import { fuelCardOutboxCopy } from './lead-outbox';

export const fuelCardHero = {
  eyebrow: 'Fleet Fuel Card Program',
  heading: 'Fleet Fuel Card Application',
  lede: 'Save up to 15 cents per gallon at network locations and up to 3 cents everywhere else, with no monthly fees and no contracts. Apply in a few minutes.',
} as const;

export const fuelCardShowcase = {
  heading: 'The Fleet Fuel Card Program',
  text: `One card for every truck in your fleet, backed by the same team that funds your invoices. ${brand.name} sets you up, ships your cards and answers the phone around the clock.`,
  highlights: [
    { value: 'Up to 15 cents', label: 'off per gallon at network locations' },
    { value: 'Up to 3 cents', label: 'off per gallon everywhere else' },
    { value: '4,000-12,000+', label: 'fuel locations across the country' },
  ],
  features: [
    'No monthly fees',
    'No contracts',
    'Free overnight shipping on your first card order',
    '24/7 support',
  ],
  applyLabel: 'Apply Now',
} as const;

export const fuelCardBenefits = {
  heading: 'Why Fleets Choose Our Card',
  items: [
    {
      title: 'Real savings at the pump',
      text: 'Up to 15 cents off per gallon in network and up to 3 cents everywhere else add up on every load.',
    },
    {
      title: 'Fuel where you run',
      text: '4,000-12,000+ fuel locations, so your drivers are never far from a discount.',
    },
    {
      title: 'Nothing to lock you in',
      text: 'No monthly fees and no contracts. Keep the card because it saves you money.',
    },
    {
      title: 'Cards on the way fast',
      text: 'Your first card order ships overnight for free.',
    },
    {
      title: 'Help at any hour',
      text: '24/7 support and a dedicated account manager who knows your fleet. Se habla español.',
    },
  ],
} as const;

/** The application form's own words: its states (docs/product.md#lead-forms) and messages (docs/product.md#fuel-card-form). */
export const fuelCardFormCopy = {
  heading: 'Apply for the Fleet Fuel Card',
  intro: 'Tell us about your fleet and we will set up your account. Only the comments are optional.',
  terms: `I agree to receive communications from ${brand.name} about my fuel card application and accept the Terms of Use.`,
  termsReminder: 'Fill in every required field and tick the agreement to send your application.',
  /** Under the agreement: "Read the Terms of Use and our Privacy Policy." (the links' texts apart). */
  termsHint: {
    before: 'Read the',
    termsLink: 'Terms of Use',
    between: 'and our',
    privacyLink: 'Privacy Policy',
  },
  submit: {
    idle: 'Submit Application',
    submitting: 'Submitting Application...',
    submitted: 'Application Submitted!',
  },
  success: {
    title: 'Fuel Card Application Submitted!',
    description: "We'll contact you within 1 hour during business hours. Reference ID: ",
  },
  confirmation: {
    heading: 'Your fuel card application is in',
    nextSteps: [
      'Our fuel card team checks your application and your fleet details.',
      'We call you at the number you gave to confirm your program and card limits.',
      'Once approved, your cards are sent to you with instructions to activate them.',
    ],
    startOver: 'Start a new application',
  },
  failure: {
    title: 'Error',
    description: 'Failed to submit application. Please try again.',
  },
  /** Kept on this device when the server does not answer (content/lead-outbox.ts). */
  outbox: fuelCardOutboxCopy,
} as const;

export const fuelCardContact = {
  heading: 'Questions Before You Apply?',
  text: 'Our fuel card team answers 24/7. Se habla español.',
} as const;
