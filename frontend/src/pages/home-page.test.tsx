import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { renderApp } from '@/testing/render-app';

// SWC compiles ES modules to CommonJS with non-configurable exports, so `jest.spyOn(analytics, …)`
// cannot replace them; a module mock that keeps the real module around the spy does the same job.
jest.mock('@/lib/analytics', () => ({
  ...jest.requireActual('@/lib/analytics'),
  trackEvent: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(trackEvent).mockClear();
});

describe('home page', () => {
  it('shows the hero with its calls to action', async () => {
    await renderApp(paths.home);
    const main = screen.getByRole('main');

    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Steady growth and strong cash flow for your trucking business',
    );
    expect(within(main).getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute(
      'href',
      paths.getQuote,
    );
    expect(within(main).getByRole('link', { name: 'How It Works' })).toHaveAttribute(
      'href',
      paths.howFactoringWorks,
    );
    const art = within(main).getByRole('img', { name: /truck on the highway/i });
    expect(art).toHaveAttribute('src', '/images/home/hero-truck.svg');
    expect(art).toHaveAttribute('width', '560');
    expect(art).toHaveAttribute('height', '440');
  });

  it('tracks the hero quote button as a get_quote_click from the hero section', async () => {
    const { user, router } = await renderApp(paths.home);

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Get Free Quote' }));

    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith('get_quote_click', {
      category: 'engagement',
      label: 'hero_section',
    });
    // The router commits the navigation once the lazy page has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.getQuote));
  });

  it('tracks the hero How It Works button as a how_it_works_click from the hero section', async () => {
    const { user, router } = await renderApp(paths.home);

    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'How It Works' }));

    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith('how_it_works_click', {
      category: 'engagement',
      label: 'hero_section',
    });
    // The router commits the navigation once the lazy page has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.howFactoringWorks));
  });

  it('shows the trust stats: years, both association memberships and clients', async () => {
    await renderApp(paths.home);
    const trust = screen.getByRole('region', { name: 'Why trucking businesses trust SFC' });

    expect(
      within(trust)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '8+ Years in Business',
      'International Factoring Association Member',
      'Utah Trucking Association Member',
      '750+ Satisfied Clients',
    ]);
  });

  it('shows exactly the eight benefit cards', async () => {
    await renderApp(paths.home);
    const benefits = screen.getByRole('region', {
      name: 'Everything your trucking business needs to keep moving',
    });

    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Fast Funding',
      'No Long-Term Contracts',
      'Competitive Rates',
      '24/7 Customer Support',
      'Easy Online Portal',
      'Grow Your Business',
      'Fuel Card Program',
      'Lines of Credit',
    ]);
  });

  it('shows three testimonials, each with a portrait, name, title and five stars', async () => {
    await renderApp(paths.home);
    const section = screen.getByRole('region', { name: 'Trusted by drivers, fleets and brokers' });
    const testimonials = within(section).getAllByRole('figure');

    expect(testimonials).toHaveLength(3);
    const people = [
      ['Marcus Johnson', 'Owner-Operator, MJ Freight Lines', '/images/testimonials/marcus-johnson.svg'],
      ['Maria Gonzalez', 'President, Gonzalez Transport', '/images/testimonials/maria-gonzalez.svg'],
      ['Dave Thompson', 'Owner, Thompson Freight Brokerage', '/images/testimonials/dave-thompson.svg'],
    ];
    testimonials.forEach((testimonial, index) => {
      const [name, title, portrait] = people[index];
      expect(within(testimonial).getByText(name)).toBeInTheDocument();
      expect(within(testimonial).getByText(title)).toBeInTheDocument();
      expect(within(testimonial).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
      expect(testimonial.querySelector('blockquote')).toHaveTextContent(/\w+/);
      const image = testimonial.querySelector('img');
      expect(image).toHaveAttribute('src', portrait);
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    });
  });

  it('closes with a call to action to the quote page', async () => {
    await renderApp(paths.home);
    const closing = screen.getByRole('region', { name: 'Ready to get paid faster?' });

    expect(within(closing).getByRole('link', { name: 'Start Your Free Quote' })).toHaveAttribute(
      'href',
      paths.getQuote,
    );
  });
});
