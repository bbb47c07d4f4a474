import { act, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { listedArticles } from '@/content/articles/catalog';
import { resourcesTools } from '@/content/resources';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

async function renderResources(url: string = paths.resources) {
  const view = await renderApp(url);
  // The layout's runtime settings arrive first, so later updates come from the test's own steps.
  await act(() => loadRuntimeConfig());
  return view;
}

const articleList = () => screen.getByRole('region', { name: 'Learn From the People Who Fund Trucking' });
const chip = (name: string) => within(articleList()).getByRole('button', { name });
const articleLinks = () =>
  within(articleList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => within(heading).getByRole('link'));

describe('resources page', () => {
  beforeEach(() => {
    mockApi();
  });

  describe('article list', () => {
    it('labels the chips with the number of articles in each category', async () => {
      await renderResources();

      const group = within(articleList()).getByRole('group', { name: 'Filter articles by category' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['All (6)', 'Finance (2)', 'Factoring (1)', 'Operations (2)', 'Compliance (1)']);
      expect(chip('All (6)')).toHaveAttribute('aria-pressed', 'true');
    });

    it('shows every listed article at first, each card linking to its page with author and read time', async () => {
      await renderResources();

      expect(
        articleLinks()
          .map((link) => link.getAttribute('href'))
          .sort(),
      ).toEqual(listedArticles.map((article) => article.path).sort());
      const cashFlow = screen.getByRole('link', { name: 'Cash Flow Management for Trucking Companies' });
      const card = cashFlow.closest('article') as HTMLElement;
      expect(card).toHaveClass('featured');
      expect(within(card).getByText('Finance')).toBeInTheDocument();
      expect(within(card).getByText('By Rachel Morgan')).toBeInTheDocument();
      expect(within(card).getByText('6 min read')).toBeInTheDocument();
      const fuel = screen.getByRole('link', { name: 'Fuel Management Tips for Owner-Operators' });
      expect(fuel.closest('article')).not.toHaveClass('featured');
      expect(within(fuel.closest('article') as HTMLElement).getByText('4 min read')).toBeInTheDocument();
    });

    it('filters by category and restores all six with All', async () => {
      const { user } = await renderResources();

      await user.click(chip('Finance (2)'));
      expect(chip('Finance (2)')).toHaveAttribute('aria-pressed', 'true');
      expect(chip('All (6)')).toHaveAttribute('aria-pressed', 'false');
      expect(articleLinks().map((link) => link.getAttribute('href'))).toEqual([
        paths.articles.cashFlowManagement,
        paths.articles.equipmentFinancing,
      ]);
      expect(within(articleList()).getByRole('status')).toHaveTextContent('Showing 2 Finance articles.');

      await user.click(chip('Compliance (1)'));
      expect(chip('Finance (2)')).toHaveAttribute('aria-pressed', 'false');
      expect(articleLinks().map((link) => link.getAttribute('href'))).toEqual([paths.articles.dotCompliance]);

      await user.click(chip('All (6)'));
      expect(chip('All (6)')).toHaveAttribute('aria-pressed', 'true');
      expect(chip('Compliance (1)')).toHaveAttribute('aria-pressed', 'false');
      expect(articleLinks()).toHaveLength(6);
      expect(within(articleList()).getByRole('status')).toHaveTextContent('Showing all 6 articles.');
    });

    it('keeps the market outlook out of the list', async () => {
      await renderResources();

      expect(
        articleLinks().filter((link) => link.getAttribute('href') === paths.articles.marketOutlook),
      ).toHaveLength(0);
    });
  });

  describe('industry news', () => {
    const news = () => screen.getByRole('region', { name: 'What’s Moving the Freight Market' });

    it('links the market outlook card to its article', async () => {
      await renderResources();

      const outlook = within(news()).getByRole('link', {
        name: '2025 Freight Market Outlook: What Carriers Should Expect',
      });
      expect(outlook).toHaveAttribute('href', paths.articles.marketOutlook);
      expect(
        within(outlook.closest('article') as HTMLElement).getByText('Market Analysis'),
      ).toBeInTheDocument();
    });

    it('opens the two government sources in a new tab, safely, and says so', async () => {
      await renderResources();

      const external = within(news())
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href')?.startsWith('https://'));
      expect(external.map((link) => link.getAttribute('href'))).toEqual([
        'https://www.fmcsa.dot.gov/newsroom',
        'https://www.eia.gov/petroleum/gasdiesel/',
      ]);
      for (const link of external) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link.getAttribute('rel')?.split(' ')).toEqual(
          expect.arrayContaining(['noopener', 'noreferrer']),
        );
        expect(link).toHaveAccessibleName(expect.stringMatching(/\(opens in a new tab\)$/));
      }
    });
  });

  describe('tool cards', () => {
    const toolButton = (title: string) =>
      within(screen.getByRole('region', { name: resourcesTools.title })).getByRole('button', { name: title });
    const panelOf = (button: HTMLElement) =>
      document.getElementById(button.getAttribute('aria-controls') as string) as HTMLElement;

    it('start closed, with nothing of the tools loaded', async () => {
      await renderResources();

      for (const tool of resourcesTools.tools) {
        const button = toolButton(tool.title);
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(panelOf(button)).not.toBeVisible();
      }
      const calculatorPanel = panelOf(toolButton('Factoring Calculator'));
      expect(within(calculatorPanel).queryAllByRole('button', { hidden: true })).toHaveLength(0);
    });

    it.each(['Factoring Calculator', 'Rate Quote Tool', 'Application Form'])(
      '%s toggles its panel, which loads the tool',
      async (title) => {
        const { user } = await renderResources();
        const button = toolButton(title);
        const panel = panelOf(button);

        await user.click(button);
        expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(panel).toBeVisible();
        expect(within(panel).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
        expect((await within(panel).findAllByRole('button')).length).toBeGreaterThan(0);

        await user.click(button);
        expect(button).toHaveAttribute('aria-expanded', 'false');
        expect(panel).not.toBeVisible();
      },
    );

    it('Video Tutorials toggles its panel', async () => {
      const { user } = await renderResources();
      const button = toolButton('Video Tutorials');
      const panel = panelOf(button);

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(panel).toBeVisible();
      expect(within(panel).getAllByRole('button', { name: /^Watch/ })).toHaveLength(6);

      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(panel).not.toBeVisible();
    });

    it('opens one panel at a time and keeps a tool as it was when it is reopened', async () => {
      const { user } = await renderResources();
      const calculator = toolButton('Factoring Calculator');
      const videos = toolButton('Video Tutorials');

      await user.click(calculator);
      const [invoiceAmount] = await within(panelOf(calculator)).findAllByRole('spinbutton');
      await user.clear(invoiceAmount);
      await user.type(invoiceAmount, '12000');

      await user.click(videos);
      expect(videos).toHaveAttribute('aria-expanded', 'true');
      expect(calculator).toHaveAttribute('aria-expanded', 'false');
      expect(panelOf(calculator)).not.toBeVisible();
      expect(panelOf(videos)).toBeVisible();

      await user.click(calculator);
      expect(within(panelOf(calculator)).getAllByRole('spinbutton')[0]).toHaveValue(12000);
    });

    it('opens the tool the URL hash names', async () => {
      // jsdom lays nothing out, so it has no scrollIntoView for the layout's jump to the anchor.
      const scrollIntoView = jest.fn();
      Object.defineProperty(Element.prototype, 'scrollIntoView', {
        value: scrollIntoView,
        configurable: true,
      });
      try {
        await renderResources(`${paths.resources}#factoring-application`);
      } finally {
        delete (Element.prototype as Partial<Element>).scrollIntoView;
      }
      expect(scrollIntoView.mock.contexts).toContain(document.getElementById('factoring-application'));

      await waitFor(() => expect(toolButton('Application Form')).toHaveAttribute('aria-expanded', 'true'));
      expect(panelOf(toolButton('Application Form'))).toBeVisible();
      expect(toolButton('Factoring Calculator')).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
