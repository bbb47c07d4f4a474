/** Who the site speaks for. Copy reads these, so a rebrand is an edit here, not in markup. */
export const brand = {
  name: 'Summit Freight Capital',
  shortName: 'SFC',
  tagline: 'Steady growth and strong cash flow for trucking businesses',
  /** Clients text this number for support (client login, privacy and terms contacts). */
  textNumber: '(801) 555-0187',
  supportEmail: 'support@summitfreightcapital.com',
  privacyEmail: 'privacy@summitfreightcapital.com',
  securityEmail: 'security@summitfreightcapital.com',
  accessibilityEmail: 'accessibility@summitfreightcapital.com',
  /** Office address for the About page's office section and the organisation's structured data. */
  office: {
    street: '2150 South 1300 East, Suite 500',
    city: 'Salt Lake City',
    region: 'UT',
    postalCode: '84106',
  },
  foundedYear: 2018,
  copyrightYear: 2025,
  designerCredit: 'Website designed and built by the Summit Freight Capital digital team',
  socialLinks: [
    { network: 'Facebook', href: 'https://www.facebook.com/summitfreightcapital' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/summit-freight-capital' },
    { network: 'Instagram', href: 'https://www.instagram.com/summitfreightcapital' },
  ],
} as const;
