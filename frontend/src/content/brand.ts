import { BUILT_IN_BRAND_DETAILS } from '@/lib/brand-details';

/** Who the site speaks for. Copy reads these, so a rebrand is an edit here, not in markup. */
export const brand = {
  name: 'Summit Freight Capital',
  shortName: 'SFC',
  tagline: 'Steady growth and strong cash flow for trucking businesses',
  /** Contact details: the built-in defaults of the BRAND_* settings (pages show the configured ones). */
  textNumber: BUILT_IN_BRAND_DETAILS.textNumber,
  supportEmail: BUILT_IN_BRAND_DETAILS.supportEmail,
  privacyEmail: BUILT_IN_BRAND_DETAILS.privacyEmail,
  securityEmail: BUILT_IN_BRAND_DETAILS.securityEmail,
  accessibilityEmail: BUILT_IN_BRAND_DETAILS.accessibilityEmail,
  /** Office address for the About page's office section and the organisation's structured data. */
  office: BUILT_IN_BRAND_DETAILS.office,
  foundedYear: 2018,
  copyrightYear: 2025,
  designerCredit: 'Website designed and built by the Summit Freight Capital digital team',
  socialLinks: BUILT_IN_BRAND_DETAILS.socialLinks,
} as const;
