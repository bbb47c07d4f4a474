import { useRuntimeConfig } from './runtime-config';

/**
 * The number pages show until the server's PROVIDER_PHONE arrives (and in structured data); keep
 * it equal to that setting's default in backend/src/config/env.schema.ts.
 */
export const BUILT_IN_PROVIDER_PHONE = '(801) 555-0199';

export interface ProviderPhone {
  /** As people write it: "(801) 555-0199". */
  display: string;
  /** The tel: link that calls it. */
  href: string;
}

export function phoneOf(display: string): ProviderPhone {
  const digits = display.replace(/[^0-9+]/g, '');
  return { display, href: `tel:${digits.startsWith('+') ? digits : `+1${digits}`}` };
}

/**
 * The provider's number from configuration (PROVIDER_PHONE). Prerendered pages carry the
 * built-in number and switch to the configured one once the runtime settings arrive.
 */
export function useProviderPhone(): ProviderPhone {
  return phoneOf(useRuntimeConfig()?.providerPhone ?? BUILT_IN_PROVIDER_PHONE);
}
