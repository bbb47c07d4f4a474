import { paths, type ClientPortalPath } from '@/config/paths';
import { brand } from './brand';

/**
 * Copy the client portal's pages share (docs/product.md#client-portal): its navigation, the state
 * before the browser has read the session, 'Please log in', and the submit page's placeholder.
 */
export const clientPortalCopy = {
  navigation: {
    label: 'Client portal',
    links: [
      { label: 'Dashboard', to: paths.client.dashboard },
      { label: 'Submit invoice', to: paths.client.submitInvoice },
      { label: 'Brokers', to: paths.client.brokers },
    ],
  },
  /** Each page's heading while the browser reads the session (and in the prerendered HTML). */
  checking: {
    headings: {
      [paths.client.dashboard]: 'Client Dashboard',
      [paths.client.submitInvoice]: 'Submit an Invoice',
      [paths.client.brokers]: 'Check a Broker',
    } satisfies Record<ClientPortalPath, string>,
    lede: 'Loading your account…',
    loadingPage: 'Loading the page…',
  },
  signedOut: {
    heading: 'Please log in',
    lede: 'Sign in to see your account overview. If you signed in before, your session may have ended on this device.',
    sessionEnded: 'Your session has ended. Please sign in again: we will email you a new link.',
    action: { label: 'Go to Client Login', to: paths.client.login },
  },
  submitInvoice: {
    heading: 'Submit an Invoice',
    lede: 'Send us a delivered load with its paperwork and get your advance.',
    notYet: 'Submitting loads here opens with our next release.',
    meanwhile: `Until then, send your invoice with the rate confirmation and the signed bill of lading to your account manager or to ${brand.supportEmail}, and we will fund it as usual.`,
    back: { label: 'Back to your dashboard', to: paths.client.dashboard },
  },
} as const;
