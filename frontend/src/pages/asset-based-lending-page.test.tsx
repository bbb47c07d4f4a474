import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('asset based lending page', () => {
  it('has one h1 and a quote link', async () => {
    await renderApp(paths.assetBasedLending);
    const main = screen.getByRole('main');

    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Asset Based Lending');
    expect(within(main).getByRole('link', { name: 'Get Your ABL Quote' })).toHaveAttribute(
      'href',
      paths.getQuote,
    );
  });

  it('carries a service notice that the program is paused, pointing to invoice factoring', async () => {
    await renderApp(paths.assetBasedLending);
    const notice = screen.getByRole('note', { name: 'Service notice' });

    expect(notice).toHaveTextContent(/currently paused/);
    expect(notice).toHaveTextContent(/invoice factoring/);
    expect(within(notice).getByRole('link', { name: 'Explore invoice factoring' })).toHaveAttribute(
      'href',
      paths.howFactoringWorks,
    );
  });

  it('explains what ABL is, why SFC, the three-step process and who it is for', async () => {
    await renderApp(paths.assetBasedLending);

    const whatItIs = screen.getByRole('region', { name: 'A credit line secured by your business assets' });
    expect(
      within(whatItIs)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Accounts Receivable', 'Fleet and Equipment', 'Inventory']);

    const whySfc = screen.getByRole('region', { name: 'Lending from people who know trucking' });
    expect(within(whySfc).getByText('Why SFC')).toBeInTheDocument();
    expect(within(whySfc).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const process = screen.getByRole('region', { name: 'Three steps to your credit line' });
    expect(within(process).getAllByRole('listitem')).toHaveLength(3);

    const audience = screen.getByRole('region', { name: 'Is asset based lending right for you?' });
    expect(within(audience).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });
});
