import type { ArticleSummary } from '@/components/article/article';
import { resourcesNews, type ExternalNewsLink } from '@/content/resources';
import card from '@/components/link-card.module.css';
import { ArticleCard } from './article-card';
import styles from './news-section.module.css';

interface NewsSectionProps {
  /** Our own analysis, first in the row. */
  marketOutlook: ArticleSummary;
}

/** Industry news: the market outlook article and the government sources we follow. */
export function NewsSection({ marketOutlook }: NewsSectionProps) {
  return (
    <ul className={styles.grid}>
      <li>
        <ArticleCard article={marketOutlook} />
      </li>
      {resourcesNews.externalLinks.map((link) => (
        <li key={link.href}>
          <ExternalNewsCard link={link} />
        </li>
      ))}
    </ul>
  );
}

function ExternalNewsCard({ link }: { link: ExternalNewsLink }) {
  return (
    <article className={card.card}>
      <p className={styles.source}>{link.source}</p>
      <h3 className={card.title}>
        <a href={link.href} target="_blank" rel="noopener noreferrer" className={card.link}>
          {link.title}
          <span className="visually-hidden"> {resourcesNews.newTabNote}</span>
          <NewTabIcon />
        </a>
      </h3>
      <p className={card.summary}>{link.description}</p>
      <p className={styles.host}>{new URL(link.href).hostname.replace(/^www\./, '')}</p>
    </article>
  );
}

function NewTabIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className={styles.newTabIcon}
    >
      <path
        d="M9 2h5v5M14 2 7.5 8.5M12 9.5V14H2V4h4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
