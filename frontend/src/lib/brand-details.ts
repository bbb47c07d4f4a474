import type { BrandDetails } from '@trucking-finance/contracts';
import { useRuntimeConfig } from './runtime-config';

/**
 * The brand's contact details pages show until the server's BRAND_* settings arrive (and in the
 * prerendered HTML and structured data); keep them equal to those settings' defaults in
 * backend/src/config/env.schema.ts (docs/product.md#brand-details).
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

/** The configured brand details, or the built-in ones until the server has answered. */
export function useBrandDetails(): BrandDetails {
  return useRuntimeConfig()?.brand ?? BUILT_IN_BRAND_DETAILS;
}

const cityLine = ({ city, region, postalCode }: BrandDetails['office']) => `${city}, ${region} ${postalCode}`;

/**
 * Content is written with the built-in details; this gives, for any of those values (an address,
 * a number, an office line), the configured one, and leaves every other text as it is.
 */
export function useConfiguredBrandValue(): (value: string) => string {
  const configured = useBrandDetails();
  if (configured === BUILT_IN_BRAND_DETAILS) return (value) => value;
  const builtIn = BUILT_IN_BRAND_DETAILS;
  const swaps = new Map<string, string>([
    [builtIn.textNumber, configured.textNumber],
    [builtIn.supportEmail, configured.supportEmail],
    [builtIn.privacyEmail, configured.privacyEmail],
    [builtIn.securityEmail, configured.securityEmail],
    [builtIn.accessibilityEmail, configured.accessibilityEmail],
    [builtIn.office.street, configured.office.street],
    [cityLine(builtIn.office), cityLine(configured.office)],
  ]);
  return (value) => swaps.get(value) ?? value;
}
