import { paths } from '@/config/paths';
import { brand } from './brand';

/** Copy of the client dashboard stub (docs/product.md#client-dashboard, 'Please log in'). */
export const clientDashboardCopy = {
  checking: {
    heading: 'Client Dashboard',
    lede: 'Loading your account…',
  },
  signedOut: {
    heading: 'Please log in',
    lede: 'Sign in to see your account overview. If you signed in before, your session may have ended on this device.',
    action: { label: 'Go to Client Login', to: paths.client.login },
  },
  welcome: (name: string) => (name ? `Welcome back, ${name}` : 'Welcome back'),
  lede: `Your ${brand.name} account at a glance.`,
  account: {
    heading: 'Account information',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    notProvided: 'Not provided',
  },
  quickActions: {
    heading: 'Quick actions',
    submitInvoice: 'Submit Invoice',
    viewBalance: 'View Account Balance',
    submitInvoiceMessage: `Invoice submission opens in the full client portal, which we are setting up for your account. Until it is ready, send your invoices to your account manager or to ${brand.supportEmail} and we will fund them as usual.`,
    viewBalanceMessage: `Your account balance will show in the full client portal, which we are setting up for your account. Until it is ready, text ${brand.textNumber} or email ${brand.supportEmail} and your account manager will send it to you.`,
    portalLink: { label: 'Go to the client login', to: paths.client.login },
  },
  portalNotice: {
    heading: 'Your full client portal is being set up',
    text: `We are preparing your secure portal for submitting invoices, following payments and downloading statements. We will email you as soon as it is ready. Questions in the meantime? Text ${brand.textNumber} or email ${brand.supportEmail}.`,
  },
  logout: 'Log Out',
} as const;
