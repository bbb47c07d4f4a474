import { Link } from 'react-router';
import { brand } from '@/content/brand';
import type {
  LegalBlock,
  LegalContactChannel,
  LegalDocumentContent,
  LegalText,
  LegalTextPart,
} from '@/content/legal/legal-document';
import { phoneOf, useProviderPhone, type ProviderPhone } from '@/lib/provider-phone';
import styles from './legal-document.module.css';

const TOC_HEADING_ID = 'legal-contents-heading';

const textMessageHref = (number: string): string => phoneOf(number).href.replace(/^tel:/, 'sms:');

const officeLines = [
  brand.name,
  brand.office.street,
  `${brand.office.city}, ${brand.office.region} ${brand.office.postalCode}`,
];

function InlinePart({ part, phone }: { part: LegalTextPart; phone: ProviderPhone }) {
  if (typeof part === 'string') return part;
  switch (part.kind) {
    case 'page-link':
      return <Link to={part.to}>{part.label}</Link>;
    case 'email':
      return <a href={`mailto:${part.address}`}>{part.address}</a>;
    case 'text-message':
      return <a href={textMessageHref(part.number)}>{part.number}</a>;
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
  if (channel.kind === 'office') {
    return officeLines.map((line) => (
      <span key={line} className={styles.addressLine}>
        {line}
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
            Last updated <time dateTime={content.lastUpdated.iso}>{content.lastUpdated.display}</time>
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
              On this page
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
