/** Who the site speaks for. Copy reads these, so a rebrand is an edit here, not in markup. */
export const brand = {
  name: 'Summit Freight Capital',
  shortName: 'SFC',
  tagline: 'Steady growth and strong cash flow for trucking businesses',
  copyrightYear: 2025,
  designerCredit: 'Website designed and built by the Summit Freight Capital digital team',
  socialLinks: [
    { network: 'Facebook', href: 'https://www.facebook.com/summitfreightcapital' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/summit-freight-capital' },
    { network: 'Instagram', href: 'https://www.instagram.com/summitfreightcapital' },
  ],
} as const;

export type SocialNetwork = (typeof brand.socialLinks)[number]['network'];
