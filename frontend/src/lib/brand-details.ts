import { BUILT_IN_BRAND_DETAILS, type BrandDetails } from '@trucking-finance/contracts';
import { useRuntimeConfig } from './runtime-config';

/** The server's BRAND_* defaults, shown until its settings arrive. */
export { BUILT_IN_BRAND_DETAILS };

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
