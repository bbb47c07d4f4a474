import { screen, within } from '@testing-library/react';
import type { ArticlePath } from '@/components/article/article';
import { paths } from '@/config/paths';
import { articleCatalog } from '@/content/articles/catalog';
import { body as dotCompliance } from '@/content/articles/dot-compliance';
import { body as equipmentFinancing } from '@/content/articles/equipment-financing';
import { body as fuelManagement } from '@/content/articles/fuel-management';
import { body as loadBoardStrategies } from '@/content/articles/load-board-strategies';
import { renderApp } from '@/testing/render-app';

async function renderArticle(path: ArticlePath) {
  const view = await renderApp(path);
  return { ...view, article: screen.getByRole('article') };
}

const headerCases = [
  {
    path: paths.articles.fuelManagement,
    category: 'Operations',
    title: 'Fuel Management Tips for Owner-Operators',
    byline: 'By Marcus Reed, Fuel Program Manager',
    published: 'July 8, 2025',
    readTime: '4 min read',
    secondary: { name: 'Learn About Factoring', href: '/how-factoring-works' },
  },
  {
    path: paths.articles.loadBoardStrategies,
    category: 'Operations',
    title: 'Load Board Strategies That Keep Your Trucks Full',
    byline: 'By Tyler Jensen, Senior Account Manager',
    published: 'February 18, 2025',
    readTime: '5 min read',
    secondary: { name: 'Learn About Factoring', href: '/how-factoring-works' },
  },
  {
    path: paths.articles.dotCompliance,
    category: 'Compliance',
    title: 'DOT Compliance: A Practical Guide for Small Fleets',
    byline: 'By Angela Torres, Compliance Specialist',
    published: 'April 15, 2025',
    readTime: '6 min read',
    secondary: { name: 'Learn About Us', href: '/about' },
  },
  {
    path: paths.articles.equipmentFinancing,
    category: 'Finance',
    title: 'Equipment Financing: How to Buy Your Next Truck Without Draining Cash',
    byline: 'By David Chen, Senior Credit Analyst',
    published: 'March 25, 2025',
    readTime: '8 min read',
    secondary: { name: 'Learn About Factoring', href: '/how-factoring-works' },
  },
];

describe('article page', () => {
  it.each(headerCases)(
    '$path shows its category, title, byline, date and read time',
    async ({ path, category, title, byline, published, readTime }) => {
      const { article } = await renderArticle(path);

      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(within(article).getByText(category)).toBeInTheDocument();
      expect(within(article).getByText(byline)).toBeInTheDocument();
      expect(within(article).getByText(readTime)).toBeInTheDocument();
      expect(within(article).getByText(published).tagName).toBe('TIME');
    },
  );

  it.each(headerCases)(
    '$path links back to Resources and ends with its calls to action',
    async ({ path, secondary }) => {
      const { article } = await renderArticle(path);

      const backLinks = within(article).getAllByRole('link', { name: 'Back to Resources' });
      expect(backLinks.length).toBeGreaterThan(0);
      for (const link of backLinks) expect(link).toHaveAttribute('href', '/resources');

      expect(within(article).getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
        'href',
        '/get-quote',
      );
      expect(within(article).getByRole('link', { name: secondary.name })).toHaveAttribute(
        'href',
        secondary.href,
      );
      const otherSecondary = secondary.name === 'Learn About Us' ? 'Learn About Factoring' : 'Learn About Us';
      expect(within(article).queryByRole('link', { name: otherSecondary })).not.toBeInTheDocument();
    },
  );

  it.each([
    [paths.articles.fuelManagement, fuelManagement],
    [paths.articles.loadBoardStrategies, loadBoardStrategies],
    [paths.articles.dotCompliance, dotCompliance],
    [paths.articles.equipmentFinancing, equipmentFinancing],
  ] as const)('%s renders its intro, one h2 per section and the closing', async (path, body) => {
    const { article } = await renderArticle(path);

    expect(within(article).getByText(body.intro[0])).toBeInTheDocument();
    const h2s = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(h2s).toEqual([...body.sections.map((section) => section.heading), body.closing.heading]);
    expect(within(article).getByText(body.closing.text)).toBeInTheDocument();
  });

  it('renders tables with a caption and column headers in a focusable scroll region', async () => {
    const { article } = await renderArticle(paths.articles.equipmentFinancing);
    const caption = 'Equipment loan, lease and lease-purchase compared';

    const tables = within(article).getAllByRole('table');
    for (const table of tables) expect(table.querySelector('caption')?.textContent).not.toBe('');

    const table = within(article).getByRole('table', { name: caption });
    const columnHeaders = within(table).getAllByRole('columnheader');
    expect(columnHeaders.map((header) => header.textContent)).toEqual([
      'What matters',
      'Equipment loan',
      'Lease',
      'Lease-purchase',
    ]);
    for (const header of columnHeaders) expect(header).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'Who owns the truck' })).toBeInTheDocument();

    const region = within(article).getByRole('region', { name: caption });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('renders lists as ordered or unordered and callouts as named asides', async () => {
    const { article } = await renderArticle(paths.articles.loadBoardStrategies);

    const steps = within(article)
      .getByText(/^Check the lane rate history before you call/)
      .closest('ol');
    expect(steps).not.toBeNull();
    expect(within(steps!).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(article)
        .getByText(/^Plan triangle routes/)
        .closest('ul'),
    ).not.toBeNull();

    const callout = within(article).getByRole('complementary', {
      name: 'Check the hours, not just the miles',
    });
    expect(callout).toHaveTextContent('11 hours of driving inside a 14-hour window');
  });

  it('shows the DOT compliance checklist as a list', async () => {
    const { article } = await renderArticle(paths.articles.dotCompliance);
    const checklist = within(article).getByRole('heading', {
      level: 2,
      name: 'Your quarterly compliance checklist',
    }).parentElement!;

    expect(within(checklist).getAllByRole('listitem')).toHaveLength(10);
  });

  it.each(articleCatalog.map((summary) => [summary.path, summary] as const))(
    '%s renders its card data in the header',
    async (path, summary) => {
      const { article } = await renderArticle(path);

      expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent(summary.title);
      expect(within(article).getByText(summary.category)).toBeInTheDocument();
      expect(
        within(article).getByText(`By ${summary.author.name}, ${summary.author.role}`),
      ).toBeInTheDocument();
      expect(within(article).getByText(`${summary.readMinutes} min read`)).toBeInTheDocument();
      expect(within(article).getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
        'href',
        '/get-quote',
      );
    },
  );
});
