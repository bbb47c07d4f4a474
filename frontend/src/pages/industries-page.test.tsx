import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('industries page', () => {
  it('has one h1', async () => {
    await renderApp(paths.industries);
    const main = screen.getByRole('main');

    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Industries We Serve');
  });

  it('shows the four segment cards, each with a list of benefits', async () => {
    await renderApp(paths.industries);
    const section = screen.getByRole('region', { name: 'Funding that fits your operation' });
    const headings = within(section).getAllByRole('heading', { level: 3 });

    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Owner Operators',
      'Small to Medium Fleets',
      'Freight Brokers',
      'Logistics Companies',
    ]);
    for (const heading of headings) {
      const card = heading.closest('li') as HTMLElement;
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('lists exactly the twelve freight types', async () => {
    await renderApp(paths.industries);
    const section = screen.getByRole('region', { name: 'Every kind of freight you haul' });

    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dry Van',
      'Refrigerated',
      'Flatbed',
      'Step Deck',
      'Heavy Haul',
      'Auto Transport',
      'LTL Freight',
      'Expedited',
      'Intermodal',
      'Tanker',
      'Construction',
      'Agricultural',
    ]);
  });

  it('states the qualification requirements', async () => {
    await renderApp(paths.industries);
    const section = screen.getByRole('region', { name: 'Simple requirements to qualify' });

    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'At least 3 months in business (startups are considered)',
      'Owner-operators and fleets of 2-50 trucks',
      'Active DOT and MC authority',
      'Valid liability and cargo insurance',
      'Creditworthy customers on your invoices',
    ]);
  });

  it('promotes the fleet fuel card with an Apply Now link preset to the fleet tier', async () => {
    await renderApp(paths.industries);
    const promo = screen.getByRole('region', { name: 'Cut your fuel costs at every fill-up' });

    expect(promo).toHaveTextContent(
      'saves up to 15 cents per gallon at network locations plus up to 3 cents everywhere else, across 4,000-12,000+ fuel locations',
    );
    expect(within(promo).getByText('No monthly fees and no contracts')).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/fuel-card-application?tier=fleet',
    );
  });
});
