import type { BrandDetails } from './payloads';

/**
 * The brand's contact details when no BRAND_* setting says otherwise: the server's defaults
 * (backend/src/config/env.schema.ts) and what the site shows until the server's settings arrive
 * (and in the prerendered HTML and structured data) (docs/product.md#brand-details).
 */
export const BUILT_IN_BRAND_DETAILS = {
  textNumber: '(801) 555-0187',
  supportEmail: 'support@summitfreightcapital.com',
  privacyEmail: 'privacy@summitfreightcapital.com',
  securityEmail: 'security@summitfreightcapital.com',
  accessibilityEmail: 'accessibility@summitfreightcapital.com',
  office: {
    street: '2150 South 1300 East, Suite 500',
    city: 'Salt Lake City',
    region: 'UT',
    postalCode: '84106',
  },
  socialLinks: [
    { network: 'Facebook', href: 'https://www.facebook.com/summitfreightcapital' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/summit-freight-capital' },
    { network: 'Instagram', href: 'https://www.instagram.com/summitfreightcapital' },
  ],
} as const satisfies BrandDetails;
