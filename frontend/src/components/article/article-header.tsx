import type { ArticleSummary } from './article';
import { articleCopy } from './article-copy';
import { BackToResourcesLink } from './back-to-resources-link';
import { formatPublishedDate } from './format-published-date';
import styles from './article-header.module.css';

interface ArticleHeaderProps {
  summary: ArticleSummary;
  /** What the reader sees of the article's category. */
  categoryLabel: string;
}

export function ArticleHeader({ summary, categoryLabel }: ArticleHeaderProps) {
  const { author } = summary;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <BackToResourcesLink />
        <p className={styles.category}>{categoryLabel}</p>
        <h1 className={styles.title}>{summary.title}</h1>
        <p className={styles.excerpt}>{summary.excerpt}</p>
        <ul className={styles.meta}>
          <li className={styles.byline}>{articleCopy.byline(author.name, author.role)}</li>
          <li>
            <time dateTime={summary.publishedOn}>{formatPublishedDate(summary.publishedOn)}</time>
          </li>
          <li>{articleCopy.readTime(summary.readMinutes)}</li>
        </ul>
      </div>
    </header>
  );
}
