import { useId } from 'react';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';
import type { ArticleBody } from './article';
import { articleCopy } from './article-copy';
import { BackToResourcesLink } from './back-to-resources-link';
import styles from './article-closing.module.css';

const secondaryLinks = {
  'how-factoring-works': {
    label: articleCopy.secondaryLinkLabels['how-factoring-works'],
    to: paths.howFactoringWorks,
  },
  about: { label: articleCopy.secondaryLinkLabels.about, to: paths.about },
} as const satisfies Record<ArticleBody['closing']['secondaryLink'], { label: string; to: string }>;

interface ArticleClosingProps {
  closing: ArticleBody['closing'];
}

/** The call to action every article ends with, then the way back to the list. */
export function ArticleClosing({ closing }: ArticleClosingProps) {
  const headingId = useId();
  const secondary = secondaryLinks[closing.secondaryLink];
  return (
    <footer className={`container ${styles.closing}`}>
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {closing.heading}
        </h2>
        <p className={styles.text}>{closing.text}</p>
        <div className={styles.actions}>
          <ButtonLink to={paths.getQuote}>{articleCopy.getQuoteLabel}</ButtonLink>
          <ButtonLink to={secondary.to} variant="outline">
            {secondary.label}
          </ButtonLink>
        </div>
      </section>
      <BackToResourcesLink />
    </footer>
  );
}
