import { brand } from '@/content/brand';

/** The words of the site's frame: skip link, header, side menu, call bar and footer. */
export const layoutCopy = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  menu: 'Menu',
  siteMenu: 'Site menu',
  closeMenu: 'Close menu',
  /** Before the number in the call links' names ("Call 1-800-…"). */
  call: 'Call',
  callBar: 'Call us',
  footerServices: 'Services',
  footerLegal: 'Legal',
  socialLink: (network: string) => `${brand.name} on ${network}`,
  copyright: (year: number) => `© ${year} ${brand.name}. All rights reserved.`,
  /** Names the language switch's group in the header and the side menu. */
  language: 'Language',
};
