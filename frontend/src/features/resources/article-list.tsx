import { useState } from 'react';
import type { ArticleCategory, ArticleSummary } from '@/components/article/article';
import grid from '@/components/card-grid.module.css';
import { articleCategoryLabels } from '@/content/articles/catalog';
import { articleChipCategories, resourcesArticles } from '@/content/resources';
import { ArticleCard } from './article-card';
import { CategoryChips, type CategoryChip } from './category-chips';

interface ArticleListProps {
  articles: readonly ArticleSummary[];
}

/** Category chips over featured and regular article cards (docs/product.md#resources: All shows everything). */
export function ArticleList({ articles }: ArticleListProps) {
  const [category, setCategory] = useState<ArticleCategory | null>(null);

  const chips: CategoryChip<ArticleCategory | null>[] = [
    { value: null, label: resourcesArticles.allLabel, count: articles.length },
    ...articleChipCategories.map((chipCategory) => ({
      value: chipCategory,
      label: articleCategoryLabels[chipCategory],
      count: articles.filter((article) => article.category === chipCategory).length,
    })),
  ];
  const shown = category === null ? articles : articles.filter((article) => article.category === category);
  const featured = shown.filter((article) => article.featured);
  const regular = shown.filter((article) => !article.featured);

  // Pressing the chip already in force is a toggle back to All.
  const select = (value: ArticleCategory | null) => setCategory(value === category ? null : value);

  return (
    <div>
      <CategoryChips
        label={resourcesArticles.filterLabel}
        chips={chips}
        selected={category}
        onSelect={select}
      />
      <p role="status" className="visually-hidden">
        {resourcesArticles.resultsSummary(
          shown.length,
          category === null ? null : articleCategoryLabels[category],
        )}
      </p>
      {featured.length > 0 && (
        <ul className={grid.featuredGrid}>
          {featured.map((article) => (
            <li key={article.path}>
              <ArticleCard article={article} size="featured" />
            </li>
          ))}
        </ul>
      )}
      {regular.length > 0 && (
        <ul className={grid.grid}>
          {regular.map((article) => (
            <li key={article.path}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
