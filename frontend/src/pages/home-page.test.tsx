import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('home page', () => {
  it('shows the hero with its calls to action', async () => {
    await renderApp(paths.home);
    const main = screen.getByRole('main');

    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      /steady growth and strong cash flow/i,
    );
    expect(within(main).getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
      'href',
      paths.getQuote,
    );
    expect(within(main).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      paths.howFactoringWorks,
    );
  });
});
