import type { LegalDate } from '@/components/legal-document';
import { brand } from '@/content/brand';

/** The privacy policy and terms of use were last revised on this date; the info pages share it. */
export const legalLastUpdated: LegalDate = { iso: '2025-08-04', display: 'August 4, 2025' };

/** The office's postal address as a contact block prints it. */
export const officeAddressLines: readonly string[] = [
  brand.name,
  brand.office.street,
  `${brand.office.city}, ${brand.office.region} ${brand.office.postalCode}`,
];
