import { CLIENT_SIGN_IN_LINK_MINUTES } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { brand } from './brand';

/** Copy of the client login page (docs/product.md#client-login): sign-in by emailed link, no password. */
export const clientLoginCopy = {
  eyebrow: 'Client portal',
  heading: 'Client Login',
  lede: 'Sign in to your client portal to check a broker before you take a load and to see your account at a glance.',
  form: {
    heading: 'Sign in to your account',
    intro:
      'Enter the email address on your account. We will email you a link that signs you in: no password needed.',
    emailLabel: 'Email address',
    emailRequired: 'Please enter your email address',
    emailInvalid: 'Please enter a valid email address, for example name@company.com',
    submit: 'Email Me a Sign-In Link',
    sending: 'Sending...',
  },
  linkSent: {
    heading: 'Check your email',
    text: (email: string) =>
      `If ${email} belongs to a client account, a sign-in link is on its way. It works once, for ${CLIENT_SIGN_IN_LINK_MINUTES} minutes. If it does not arrive in a few minutes, check your spam folder.`,
    again: 'Send Another Link',
  },
  landing: {
    verifying: 'Signing you in...',
    refused: `This sign-in link does not work anymore: each link works once, for ${CLIENT_SIGN_IN_LINK_MINUTES} minutes. Ask for a new one below.`,
    failed: 'We could not sign you in just now because the connection failed. Please try again.',
    retry: 'Try Again',
  },
  failures: {
    rateLimited: 'Too many requests. Please wait a minute and try again.',
    failed: 'We could not send your link just now. Please check your connection and try again.',
  },
  forgotPassword: {
    question: 'Forgot your password?',
    answer: `There is no password to forget. Each time you sign in, we email you a new link: enter your email address above and open the link within ${CLIENT_SIGN_IN_LINK_MINUTES} minutes.`,
  },
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
