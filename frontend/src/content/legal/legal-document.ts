import type { AppPath } from '@/config/paths';

/**
 * A piece of running text. Plain strings are most of it; the other parts become links, so a
 * sentence can name a page, an address or a number without the copy holding markup. The
 * provider's phone comes from runtime configuration, so copy names it and the page fills it in.
 */
export type LegalTextPart =
  | string
  | { kind: 'page-link'; label: string; to: AppPath }
  | { kind: 'email'; address: string }
  | { kind: 'text-message'; number: string }
  | { kind: 'provider-phone' };

export type LegalText = string | readonly LegalTextPart[];

export type LegalBlock =
  { kind: 'paragraph'; text: LegalText } | { kind: 'list'; items: readonly LegalText[]; ordered?: boolean };

export interface LegalSection {
  /** The heading's id: the table of contents links to it, so it must be unique on the page. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export type LegalContactChannel =
  | { kind: 'email'; label: string; address: string }
  | { kind: 'text-message'; label: string; number: string }
  | { kind: 'provider-phone'; label: string }
  | { kind: 'office'; label: string };

export interface LegalContact {
  id: string;
  heading: string;
  text: string;
  channels: readonly LegalContactChannel[];
}

/** One legal or info page (spec §2, Legal and info pages): data here, one renderer for all four. */
export interface LegalDocumentContent {
  title: string;
  /** One or two sentences under the title saying what the page covers. */
  summary: string;
  lastUpdated: LegalDate;
  /** Long documents list their sections at the top, linking to each heading. */
  showTableOfContents: boolean;
  sections: readonly LegalSection[];
  contact: LegalContact;
}

export interface LegalDate {
  /** YYYY-MM-DD, for the <time> element. */
  iso: string;
  /** As the page writes it; fixed text so the prerendered and hydrated pages always agree. */
  display: string;
}

/** The privacy policy and terms of use were last revised on this date; the info pages share it. */
export const legalLastUpdated: LegalDate = { iso: '2025-08-04', display: 'August 4, 2025' };
