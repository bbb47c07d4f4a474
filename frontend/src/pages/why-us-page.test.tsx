import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('why us page', () => {
  it('has one h1 and three stat cards', async () => {
    await renderApp(paths.whyUs);
    const main = screen.getByRole('main');

    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Why Trucking Businesses Choose SFC',
    );
    const stats = within(screen.getByRole('region', { name: 'SFC by the numbers' })).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual([
      '750+ Satisfied Clients',
      '99.5% Client Satisfaction',
      '8+ Years Funding Trucking',
    ]);
  });

  it('shows six advantage cards', async () => {
    await renderApp(paths.whyUs);
    const section = screen.getByRole('region', { name: 'What you get with us' });

    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Funding Within 24 Hours',
      'Rates From 1.5%',
      'No Long-Term Contracts',
      'Dedicated Account Manager',
      '24/7 Support, Se Habla Español',
      'Online Portal and Mobile App',
    ]);
  });

  it('shows three testimonials with a rating and a location', async () => {
    await renderApp(paths.whyUs);
    const testimonials = within(
      screen.getByRole('region', { name: 'Hear it from our clients' }),
    ).getAllByRole('figure');

    expect(testimonials).toHaveLength(3);
    const people = [
      ['Jennifer Walsh', 'Boise, Idaho'],
      ['Ray Nakamura', 'Reno, Nevada'],
      ['Luis Herrera', 'Phoenix, Arizona'],
    ];
    testimonials.forEach((testimonial, index) => {
      const [name, location] = people[index];
      expect(within(testimonial).getByText(name)).toBeInTheDocument();
      expect(within(testimonial).getByText(location)).toBeInTheDocument();
      expect(within(testimonial).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    });
  });

  it('compares SFC with other factors in a captioned table', async () => {
    await renderApp(paths.whyUs);
    const table = screen.getByRole('table', {
      name: 'Summit Freight Capital compared with other factoring companies',
    });

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => [header.textContent, header.getAttribute('scope')]),
    ).toEqual([
      ['What you get', 'col'],
      ['SFC', 'col'],
      ['Other Factors', 'col'],
    ]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['Funding speed', '24-48 hours', '3-5 business days'],
      ['Contracts', 'No long-term contracts', 'Annual contracts with minimum volume'],
      ['Customer support', '24/7, with a dedicated account manager', 'Business hours, shared call center'],
      ['Online portal', 'Online portal and mobile app', 'Limited or email only'],
      ['Rate range', '1.5%-4.5%', '2.0%-6.0%'],
    ]);
    for (const rowHeader of within(table).getAllByRole('rowheader')) {
      expect(rowHeader).toHaveAttribute('scope', 'row');
    }
  });
});
