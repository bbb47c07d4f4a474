/** The words around every article: its byline, read time, date, table hint and closing links. */
export const articleCopy = {
  /** How the published date is written: "June 10, 2025". */
  dateLocale: 'en-US',
  byline: (name: string, role: string) => `By ${name}, ${role}`,
  readTime: (minutes: number) => `${minutes} min read`,
  backToResources: 'Back to Resources',
  /** Under a wide table while it scrolls sideways. */
  tableScrollHint: 'Scroll sideways to see every column.',
  getQuoteLabel: 'Get Free Quote',
  /** The second button of the closing call to action, by the article's `closing.secondaryLink`. */
  secondaryLinkLabels: {
    'how-factoring-works': 'Learn About Factoring',
    about: 'Learn About Us',
  },
} as const;
