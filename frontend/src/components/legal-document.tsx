import { Link } from 'react-router';
import type { AppPath } from '@/config/paths';
import { useConfiguredBrandValue } from '@/lib/brand-details';
import { phoneOf, useProviderPhone, type ProviderPhone } from '@/lib/provider-phone';
import styles from './legal-document.module.css';
import { legalDocumentCopy } from './legal-document-copy';

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
  /** The postal address, one line each. */
  | { kind: 'office'; label: string; lines: readonly string[] };

export interface LegalContact {
  id: string;
  heading: string;
  text: string;
  channels: readonly LegalContactChannel[];
}

/** One legal or info page (docs/product.md#legal-and-info-pages): its copy is data in content/legal/, drawn by this one component. */
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

const TOC_HEADING_ID = 'legal-contents-heading';

const textMessageHref = (number: string): string => phoneOf(number).href.replace(/^tel:/, 'sms:');

function InlinePart({ part, phone }: { part: LegalTextPart; phone: ProviderPhone }) {
  // Addresses and numbers are written with the built-in brand details; show the configured ones.
  const configured = useConfiguredBrandValue();
  if (typeof part === 'string') return part;
  switch (part.kind) {
    case 'page-link':
      return <Link to={part.to}>{part.label}</Link>;
    case 'email': {
      const address = configured(part.address);
      return <a href={`mailto:${address}`}>{address}</a>;
    }
    case 'text-message': {
      const number = configured(part.number);
      return <a href={textMessageHref(number)}>{number}</a>;
    }
    case 'provider-phone':
      return <a href={phone.href}>{phone.display}</a>;
  }
}

function RichText({ text, phone }: { text: LegalText; phone: ProviderPhone }) {
  if (typeof text === 'string') return text;
  // The parts are fixed copy that never reorders, so their position is a stable key.
  return text.map((part, index) => <InlinePart key={index} part={part} phone={phone} />);
}

function Block({ block, phone }: { block: LegalBlock; phone: ProviderPhone }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <RichText text={block.text} phone={phone} />
      </p>
    );
  }
  const items = block.items.map((item, index) => (
    <li key={index}>
      <RichText text={item} phone={phone} />
    </li>
  ));
  return block.ordered ? <ol className={styles.list}>{items}</ol> : <ul className={styles.list}>{items}</ul>;
}

function ContactChannel({ channel, phone }: { channel: LegalContactChannel; phone: ProviderPhone }) {
  const configured = useConfiguredBrandValue();
  if (channel.kind === 'office') {
    return channel.lines.map((line) => (
      <span key={line} className={styles.addressLine}>
        {configured(line)}
      </span>
    ));
  }
  // Email, text and phone are the same links as in running text.
  return <InlinePart part={channel} phone={phone} />;
}

/** A legal or info page: title, revision date, optional contents, sections and a contact block. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const phone = useProviderPhone();
  const { contact } = content;
  const contents = [...content.sections, contact];

  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <div className="container">
          <h1 className={styles.title}>{content.title}</h1>
          <p className={styles.updated}>
            {legalDocumentCopy.lastUpdated}{' '}
            <time dateTime={content.lastUpdated.iso}>{content.lastUpdated.display}</time>
          </p>
          <p className={styles.summary}>{content.summary}</p>
        </div>
      </header>

      <div
        className={['container', styles.layout, content.showTableOfContents && styles.withContents]
          .filter(Boolean)
          .join(' ')}
      >
        {content.showTableOfContents && (
          <nav className={styles.toc} aria-labelledby={TOC_HEADING_ID}>
            <h2 id={TOC_HEADING_ID} className={styles.tocHeading}>
              {legalDocumentCopy.onThisPage}
            </h2>
            <ol className={styles.tocList}>
              {contents.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        <div className={styles.body}>
          {content.sections.map((section) => (
            <section key={section.id} className={styles.section}>
              <h2 id={section.id} className={styles.sectionHeading}>
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} phone={phone} />
              ))}
            </section>
          ))}

          <section className={styles.contact} aria-labelledby={contact.id}>
            <h2 id={contact.id} className={styles.sectionHeading}>
              {contact.heading}
            </h2>
            <p>{contact.text}</p>
            <dl className={styles.channels}>
              {contact.channels.map((channel) => (
                <div key={channel.kind} className={styles.channel}>
                  <dt>{channel.label}</dt>
                  <dd>
                    <ContactChannel channel={channel} phone={phone} />
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
    </article>
  );
}
