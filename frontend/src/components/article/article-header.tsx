import type { ArticleSummary } from './article';
import { BackToResourcesLink } from './back-to-resources-link';
import { formatPublishedDate } from './format-published-date';
import styles from './article-header.module.css';

interface ArticleHeaderProps {
  summary: ArticleSummary;
}

export function ArticleHeader({ summary }: ArticleHeaderProps) {
  const { author } = summary;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <BackToResourcesLink />
        <p className={styles.category}>{summary.category}</p>
        <h1 className={styles.title}>{summary.title}</h1>
        <p className={styles.excerpt}>{summary.excerpt}</p>
        <ul className={styles.meta}>
          <li className={styles.byline}>{`By ${author.name}, ${author.role}`}</li>
          <li>
            <time dateTime={summary.publishedOn}>{formatPublishedDate(summary.publishedOn)}</time>
          </li>
          <li>{`${summary.readMinutes} min read`}</li>
        </ul>
      </div>
    </header>
  );
}
