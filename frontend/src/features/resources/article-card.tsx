import { Link } from 'react-router';
import type { ArticleSummary } from '@/components/article/article';
import { articleCategoryLabels } from '@/content/articles/catalog';
import { resourcesArticles } from '@/content/resources';
import card from '@/components/link-card.module.css';
import styles from './article-card.module.css';

interface ArticleCardProps {
  article: ArticleSummary;
  /** The large card of a featured article. */
  size?: 'featured' | 'regular';
}

/** One article: category, linked title, excerpt, author and read time. The whole card is clickable. */
export function ArticleCard({ article, size = 'regular' }: ArticleCardProps) {
  return (
    <article className={size === 'featured' ? `${card.card} ${styles.featured}` : card.card}>
      <p className={styles.tags}>
        <span className={styles.category}>{articleCategoryLabels[article.category]}</span>
        {size === 'featured' && <span className={styles.featuredTag}>{resourcesArticles.featuredLabel}</span>}
      </p>
      <h3 className={`${card.title} ${styles.title}`}>
        <Link to={article.path} className={card.link}>
          {article.title}
        </Link>
      </h3>
      <p className={`${card.summary} ${styles.excerpt}`}>{article.excerpt}</p>
      <ul className={styles.meta}>
        <li className={styles.author}>{resourcesArticles.byline(article.author.name)}</li>
        <li>{resourcesArticles.readTime(article.readMinutes)}</li>
      </ul>
    </article>
  );
}
