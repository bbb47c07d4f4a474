import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';
import styles from './page-section.module.css';

export interface PageSectionProps {
  /** Unique on the page; the h2 gets `${id}-heading` and labels the section. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  align?: 'start' | 'center';
  /** `plain` white, `alt` pale blue, `navy` dark with light text. */
  tone?: 'plain' | 'alt' | 'navy';
  children: ReactNode;
}

/** A full-width band of a content page: heading, then whatever the page puts in it. */
export function PageSection({
  id,
  title,
  eyebrow,
  intro,
  align,
  tone = 'plain',
  children,
}: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`${styles.section} ${styles[tone]}`}>
      <div className="container">
        <SectionHeading id={headingId} title={title} eyebrow={eyebrow} intro={intro} align={align} />
        {children}
      </div>
    </section>
  );
}
