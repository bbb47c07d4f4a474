import type { ArticleBody } from './article';

export const body: ArticleBody = {
  intro: ['Draft.'],
  sections: [],
  closing: {
    heading: 'Ready to improve your cash flow?',
    text: 'Draft.',
    secondaryLink: 'how-factoring-works',
  },
};
