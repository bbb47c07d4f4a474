import type { ArticleBody, ArticleSummary } from '@/components/article/article';
import { ArticleClosing } from '@/components/article/article-closing';
import { ArticleContent } from '@/components/article/article-content';
import { ArticleHeader } from '@/components/article/article-header';
import { articleCategoryLabels } from '@/content/articles/catalog';

interface ArticlePageProps {
  summary: ArticleSummary;
  body: ArticleBody;
}

export function ArticlePage({ summary, body }: ArticlePageProps) {
  return (
    <article>
      <ArticleHeader summary={summary} categoryLabel={articleCategoryLabels[summary.category]} />
      <ArticleContent intro={body.intro} sections={body.sections} />
      <ArticleClosing closing={body.closing} />
    </article>
  );
}
