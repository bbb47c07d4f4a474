import type { ArticleBody, ArticleSummary } from '@/content/articles/article';

interface ArticlePageProps {
  summary: ArticleSummary;
  body: ArticleBody;
}

export function ArticlePage({ summary }: ArticlePageProps) {
  return (
    <article className="container">
      <h1>{summary.title}</h1>
    </article>
  );
}
