import type { paths } from '@/config/paths';

/* The shape of an article as these components draw it; the articles themselves are data in content/articles/. */

export type ArticlePath = (typeof paths.articles)[keyof typeof paths.articles];

/** The chips on Resources; Market Analysis is the news section's, not a chip. */
export type ArticleCategory = 'Finance' | 'Factoring' | 'Operations' | 'Compliance' | 'Market Analysis';

export interface ArticleAuthor {
  name: string;
  role: string;
}

/** What a card on Resources and the article's header show; loaded with the Resources page. */
export interface ArticleSummary {
  path: ArticlePath;
  title: string;
  /** One or two sentences for the card and the meta description. */
  excerpt: string;
  category: ArticleCategory;
  author: ArticleAuthor;
  readMinutes: number;
  /** ISO date, YYYY-MM-DD. */
  publishedOn: string;
  /** Featured articles get the large cards at the top of the list. */
  featured: boolean;
}

/** A block of article text. Tables carry a caption so screen readers announce what they compare. */
export type ArticleBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }
  | { kind: 'callout'; title: string; text: string };

export interface ArticleSection {
  heading: string;
  blocks: readonly ArticleBlock[];
}

/** The body of one article, in its own module so each article page loads only its own text. */
export interface ArticleBody {
  /** Opening paragraphs, before the first section heading. */
  intro: readonly string[];
  sections: readonly ArticleSection[];
  /** The closing call to action: Get Free Quote plus a second link (docs/product.md#articles). */
  closing: {
    heading: string;
    text: string;
    secondaryLink: 'how-factoring-works' | 'about';
  };
}
