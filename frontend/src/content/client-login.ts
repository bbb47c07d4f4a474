import { paths } from '@/config/paths';
import { brand } from './brand';

/** Copy of the client login page (docs/product.md#client-login). */
export const clientLoginCopy = {
  eyebrow: 'Client portal',
  heading: 'Client Login',
  lede: 'Sign in to your secure client portal to submit invoices, follow your payments and download your statements.',
  form: {
    heading: 'Sign in to your account',
    intro:
      'Enter the email address on your account. The secure portal opens in a new tab to finish signing in.',
    emailLabel: 'Email address',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address, for example name@company.com',
    submit: 'Continue to Secure Portal',
    newTab: '(opens in a new tab)',
  },
  forgotPassword: 'Forgot your password?',
  newClient: { text: 'New to ' + brand.name + '?', label: 'Get Started', to: paths.getQuote },
  applicationStatus: {
    text: 'Sent us a request?',
    label: 'Check your application status',
    to: paths.applicationStatus,
  },
  backHome: { label: 'Back to Home', to: paths.home },
  support: {
    heading: 'Need help signing in?',
    textLead: 'Text us at',
    emailLead: 'or email',
    closing: 'and your account manager will help you get in.',
  },
} as const;
