/**
 * @jest-environment node
 */
import { LEADERSHIP_SKELETON_COUNT } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { render } from '@/entry-server';

/** The build-time HTML of the pages whose content depends on the browser (storage, origin, API). */
describe('prerendered About and client pages', () => {
  it('About carries its headings and the loading team, with no data at build time', async () => {
    const html = await render(paths.about);

    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    for (const heading of [
      'Our story',
      'Our mission',
      'Visit our office',
      'What we stand for',
      'By the numbers',
    ]) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html.match(/data-testid="team-member-skeleton"/g)).toHaveLength(LEADERSHIP_SKELETON_COUNT);
    expect(html).toContain('Loading the leadership team');
    expect(html).toMatch(/<img[^>]*src="\/images\/about\/office.svg"[^>]*>/);
  });

  it('the portal pages wait for the browser to read the session, under the portal navigation', async () => {
    for (const [path, heading] of [
      [paths.client.dashboard, 'Client Dashboard'],
      [paths.client.brokers, 'Check a Broker'],
      [paths.client.submitInvoice, 'Submit an Invoice'],
    ] as const) {
      const html = await render(path);

      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain('Loading your account…');
      expect(html).toContain('aria-label="Client portal"');
      expect(html).not.toContain('Please log in');
    }
  });

  it('the external login shows the link path until the browser knows its origin', async () => {
    const html = await render(paths.client.externalLogin);

    expect(html).toContain(`value="${paths.client.login}"`);
    expect(html).toContain('Login &amp; Redirect');
  });

  it('the client login asks for a link by email and posts nowhere else', async () => {
    const html = await render(paths.client.login);

    expect(html).toContain('Email Me a Sign-In Link');
    expect(html).toContain('Forgot your password?');
    expect(html).not.toContain('action=');
    expect(html).not.toContain('portal.summitfreightcapital.com');
  });
});
