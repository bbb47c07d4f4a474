import type { ClientBalances, ClientStatus, ClientTerms } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { shortPercent } from '@/lib/short-percent';
import { brand } from './brand';

/** Copy of the signed-in client dashboard (docs/product.md#client-dashboard). */
export const clientDashboardCopy = {
  welcome: (name: string) => (name ? `Welcome back, ${name}` : 'Welcome back'),
  lede: `Your ${brand.name} account at a glance.`,
  account: {
    heading: 'Account information',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    notProvided: 'Not provided',
  },
  company: {
    heading: 'Your company and terms',
    dotNumber: 'USDOT number',
    mcNumber: 'MC number',
    status: 'Account',
    statuses: {
      active: 'Active',
      suspended:
        'Suspended: you can sign in and see your account, but not submit invoices. Please call your account manager.',
    } satisfies Record<ClientStatus, string>,
    terms: ({ advanceRatePercent, feePercentPer30Days }: ClientTerms) =>
      `We advance ${shortPercent(advanceRatePercent)} of each invoice the day it's approved; our fee is ${shortPercent(feePercentPer30Days)} for each 30 days until your broker pays.`,
    recourse: ({ recourseDays }: ClientTerms) =>
      `If a broker has not paid ${recourseDays} days after we fund an invoice, it comes back to you (recourse): the advance and the fee so far are taken from your next advances.`,
  },
  money: {
    heading: 'Money at a glance',
    intro: 'What we have advanced, what we hold for you and what you owe us, in US dollars.',
    figures: {
      advancedOutstandingCents: {
        label: 'Advanced, waiting on brokers',
        explanation: 'Advances we paid you on invoices your brokers have not paid yet.',
      },
      reserveHeldCents: {
        label: 'Reserve we hold',
        explanation:
          'The rest of each funded invoice, kept until the broker pays; it comes back to you minus our fee.',
      },
      owedCents: {
        label: 'You owe us',
        explanation: 'Charge-backs and fees not covered yet; we take them from your next advance.',
      },
      fundedThisMonthCents: {
        label: 'Funded this month',
        explanation: 'Advances we sent you since the first day of this month.',
      },
      feesThisMonthCents: {
        label: 'Fees this month',
        explanation: 'Our fees charged this month, when a broker paid or an invoice came back to you.',
      },
    } satisfies Record<keyof ClientBalances, { label: string; explanation: string }>,
    nothingYet: 'No invoice has been funded yet: these figures fill in as soon as we fund your first one.',
  },
  loading: 'Loading your company, terms and balances…',
  failed: 'We could not load your company and balances just now. Please reload the page in a minute.',
  quickActions: {
    heading: 'Quick actions',
    submitInvoice: { label: 'Submit Invoice', to: paths.client.submitInvoice },
    viewBalance: 'View Account Balance',
    checkBroker: { label: 'Check a Broker', to: paths.client.brokers },
  },
  logout: 'Log Out',
  loggingOut: 'Logging out...',
} as const;
