import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { resetAnalytics, startAnalytics } from '@/lib/analytics';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { mockApi, testRuntimeConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

afterEach(() => {
  resetAnalytics();
  resetRuntimeConfig();
  jest.restoreAllMocks();
});

/** A tel: link is followed by the phone, not by jsdom (which would log that it cannot navigate). */
function stopTelNavigation() {
  const stop = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest('a[href^="tel:"]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

describe('site layout', () => {
  it('renders the header links and actions', async () => {
    await renderApp();
    const header = screen.getByRole('banner');

    const expectedLinks = [
      ['Home', paths.home],
      ['How It Works', paths.howFactoringWorks],
      ['Industries', paths.industries],
      ['Why SFC', paths.whyUs],
      ['Resources', paths.resources],
      ['About', paths.about],
      ['Client Login', paths.client.login],
      ['Get Free Quote', paths.getQuote],
    ];
    for (const [name, href] of expectedLinks) {
      expect(within(header).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(header).getByRole('link', { name: 'Summit Freight Capital' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['Client Login', 'client_login_click'],
    ['Get Free Quote', 'get_quote_click'],
  ])('records a %s click in the header as %s (engagement, navigation)', async (name, event) => {
    const { user } = await renderApp();
    startAnalytics('G-TEST123');
    const gtag = jest.fn();
    window.gtag = gtag;

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name }));

    expect(gtag).toHaveBeenCalledWith('event', event, {
      event_category: 'engagement',
      event_label: 'navigation',
      value: undefined,
    });
  });

  it.each([
    ['Client Login', 'client_login_click'],
    ['Get Free Quote', 'get_quote_click'],
  ])('records a %s click in the side menu as %s too', async (name, event) => {
    const { user } = await renderApp();
    startAnalytics('G-TEST123');
    const gtag = jest.fn();
    window.gtag = gtag;

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Site menu' })).getByRole('link', { name }));

    expect(gtag).toHaveBeenCalledWith('event', event, {
      event_category: 'engagement',
      event_label: 'navigation',
      value: undefined,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('tap to call', () => {
    const configured = { ...testRuntimeConfig, providerPhone: '(435) 555-0142' };

    it('offers the configured number as a tel: link in the header, the side menu and the call bar', async () => {
      mockApi({ 'GET /api/config': () => Response.json(configured) });
      const { user } = await renderApp(paths.getQuote);

      const header = screen.getByRole('banner');
      const headerLink = await within(header).findByRole('link', { name: 'Call (435) 555-0142' });
      expect(headerLink).toHaveAttribute('href', 'tel:+14355550142');
      expect(screen.getByRole('link', { name: 'Call us (435) 555-0142' })).toHaveAttribute(
        'href',
        'tel:+14355550142',
      );

      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const menu = screen.getByRole('dialog', { name: 'Site menu' });
      expect(within(menu).getByRole('link', { name: 'Call (435) 555-0142' })).toHaveAttribute(
        'href',
        'tel:+14355550142',
      );
    });

    it.each([
      ['header', () => within(screen.getByRole('banner')).getByRole('link', { name: /^Call \(/ })],
      ['call_bar', () => screen.getByRole('link', { name: /^Call us/ })],
    ])('records a tap on the %s link as phone_call_click (engagement)', async (label, link) => {
      mockApi();
      const { user } = await renderApp();
      startAnalytics('G-TEST123');
      const gtag = jest.fn();
      window.gtag = gtag;
      const restore = stopTelNavigation();

      await user.click(link());
      restore();

      expect(gtag).toHaveBeenCalledWith('event', 'phone_call_click', {
        event_category: 'engagement',
        event_label: label,
        value: undefined,
      });
    });

    it('records the side menu tap too, and nothing at all while analytics is off', async () => {
      mockApi();
      const { user } = await renderApp();
      const restore = stopTelNavigation();
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      const menuLink = () =>
        within(screen.getByRole('dialog', { name: 'Site menu' })).getByRole('link', { name: /^Call \(/ });
      await user.click(menuLink());
      expect(window.gtag).toBeUndefined();

      startAnalytics('G-TEST123');
      const gtag = jest.fn();
      window.gtag = gtag;
      await user.click(menuLink());
      restore();

      expect(gtag).toHaveBeenCalledWith('event', 'phone_call_click', {
        event_category: 'engagement',
        event_label: 'menu',
        value: undefined,
      });
    });
  });

  it('shows the configured brand details: social links in the footer, addresses on the legal pages', async () => {
    mockApi({
      'GET /api/config': () =>
        Response.json({
          ...testRuntimeConfig,
          brand: {
            ...testRuntimeConfig.brand,
            privacyEmail: 'privacy@example.com',
            textNumber: '(435) 555-0111',
            socialLinks: [{ network: 'YouTube', href: 'https://www.youtube.com/@example' }],
          },
        }),
    });
    await renderApp(paths.legal.privacyPolicy);

    const footer = screen.getByRole('contentinfo');
    expect(
      await within(footer).findByRole('link', { name: 'Summit Freight Capital on YouTube' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/@example');
    expect(within(footer).queryByRole('link', { name: /on Facebook/ })).not.toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'privacy@example.com' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.com',
    );
    expect(within(main).getByRole('link', { name: '(435) 555-0111' })).toHaveAttribute(
      'href',
      'sms:+14355550111',
    );
    expect(within(main).queryByText('privacy@summitfreightcapital.com')).not.toBeInTheDocument();
  });

  it('renders the footer with its links, copyright and the admin link', async () => {
    await renderApp();
    const footer = screen.getByRole('contentinfo');

    const expectedLinks = [
      ['Get a Quote', paths.getQuote],
      ['Fuel Card Application', paths.fuelCardApplication],
      ['Asset Based Lending', paths.assetBasedLending],
      ['Invoice Factoring', paths.howFactoringWorks],
      ['Privacy Policy', paths.legal.privacyPolicy],
      ['Terms of Use', paths.legal.termsOfUse],
      ['Security', paths.legal.security],
      ['Accessibility', paths.legal.accessibility],
      ['Admin', paths.admin.team],
    ];
    for (const [name, href] of expectedLinks) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const network of ['Facebook', 'LinkedIn', 'Instagram']) {
      expect(
        within(footer).getByRole('link', { name: `Summit Freight Capital on ${network}` }),
      ).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    expect(
      within(footer).getByText('© 2025 Summit Freight Capital. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('offers a skip link to the main landmark', async () => {
    await renderApp();
    const main = screen.getByRole('main');

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', `#${main.id}`);
  });

  it('titles the document after the route', async () => {
    await renderApp();

    expect(document.title).toBe('Summit Freight Capital | Invoice Factoring and Fuel Cards for Trucking');
  });
});
