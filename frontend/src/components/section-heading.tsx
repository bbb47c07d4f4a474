import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  /** Id of the h2, so the section can be labelled by it. */
  id: string;
  title: string;
  /** A short kicker above the title. */
  eyebrow?: string;
  intro?: string;
  align?: 'start' | 'center';
}

/** A section's h2 with an optional kicker and introduction. */
export function SectionHeading({ id, title, eyebrow, intro, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`${styles.heading} ${styles[align]}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
