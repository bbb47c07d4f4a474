import { act, screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { brand } from '@/content/brand';
import { loadRuntimeConfig, resetRuntimeConfig } from '@/lib/runtime-config';
import { mockApi, testRuntimeConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const smsHref = (number: string) => `sms:+1${number.replace(/\D/g, '')}`;

async function renderLegalPage(url: string) {
  const view = await renderApp(url);
  // Let the runtime settings (the provider phone) arrive before asserting.
  await act(() => loadRuntimeConfig());
  return { ...view, main: screen.getByRole('main') };
}

/** The section under an h2: the heading's parent holds its paragraphs and lists. */
function sectionOf(main: HTMLElement, heading: string | RegExp): HTMLElement {
  const title = within(main).getByRole('heading', { level: 2, name: heading });
  if (!title.parentElement) throw new Error(`No section around ${String(heading)}`);
  return title.parentElement;
}

beforeEach(() => {
  resetRuntimeConfig();
  mockApi();
});

describe.each([
  { url: paths.legal.privacyPolicy, title: 'Privacy Policy' },
  { url: paths.legal.termsOfUse, title: 'Terms of Use' },
  { url: paths.legal.security, title: 'Security' },
  { url: paths.legal.accessibility, title: 'Accessibility' },
])('$title page', ({ url, title }) => {
  it('has one h1, the revision date and sections in heading order', async () => {
    const { main } = await renderLegalPage(url);

    const h1s = within(main).getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(title);
    expect(within(main).getByText(/^Last updated/)).toHaveTextContent('Last updated August 4, 2025');
    expect(main.querySelector('time')).toHaveAttribute('dateTime', '2025-08-04');
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
    expect(within(main).queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    expect(document.title).toBe(`${title} | ${brand.name}`);
  });
});

describe.each([
  { url: paths.legal.privacyPolicy, title: 'Privacy Policy' },
  { url: paths.legal.termsOfUse, title: 'Terms of Use' },
  { url: paths.legal.security, title: 'Security' },
])('$title table of contents', ({ url }) => {
  it('links to every section heading on the page', async () => {
    const { main } = await renderLegalPage(url);
    const contents = within(main).getByRole('navigation', { name: 'On this page' });
    const links = within(contents).getAllByRole('link');

    // Every section plus the contact block, each pointing at the heading it names.
    expect(links).toHaveLength(within(main).getAllByRole('heading', { level: 2 }).length - 1);
    for (const link of links) {
      const id = link.getAttribute('href')?.replace(/^#/, '') ?? '';
      const target = document.getElementById(id);
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
  });
});

describe('privacy policy', () => {
  it('states what we collect, that we never sell it, and that the application stays in the browser', async () => {
    const { main } = await renderLegalPage(paths.legal.privacyPolicy);

    const collected = sectionOf(main, 'Information we collect');
    expect(collected).toHaveTextContent(
      /Quote requests: your company name, contact name, email address, phone number, MC and DOT numbers, and business details/,
    );
    expect(collected).toHaveTextContent(
      /Fuel card applications: your company name, contact name, email address, phone number, MC and DOT numbers, and business details/,
    );
    expect(sectionOf(main, 'How we use your information')).toHaveTextContent(
      /within 1 hour during business hours/,
    );
    expect(sectionOf(main, 'How we use your information')).toHaveTextContent(/underwrite your account/);
    expect(sectionOf(main, 'How we share information')).toHaveTextContent(
      'We do not sell your personal information',
    );
    expect(sectionOf(main, 'Analytics and cookies')).toHaveTextContent(/Global Privacy Control \(GPC\)/);
    expect(sectionOf(main, /printable factoring application/)).toHaveTextContent(
      /That form never leaves your browser: nothing you type into it is sent to us/,
    );
    for (const heading of [
      'How long we keep information',
      'Your choices and rights',
      "Children's privacy",
      'Changes to this policy',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(within(main).getByRole('link', { name: 'Security page' })).toHaveAttribute(
      'href',
      paths.legal.security,
    );
  });

  it('is contacted by text message and email', async () => {
    const { main } = await renderLegalPage(paths.legal.privacyPolicy);
    const contact = within(main).getByRole('region', { name: 'Contact us about privacy' });

    expect(within(contact).getByRole('link', { name: brand.textNumber })).toHaveAttribute(
      'href',
      smsHref(brand.textNumber),
    );
    expect(within(contact).getByRole('link', { name: brand.privacyEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.privacyEmail}`,
    );
    expect(contact).toHaveTextContent(brand.office.street);
  });
});

describe('terms of use', () => {
  it('lists every eligibility rule', async () => {
    const { main } = await renderLegalPage(paths.legal.termsOfUse);
    const rules = within(sectionOf(main, 'Eligibility')).getAllByRole('listitem');

    expect(rules.map((rule) => rule.textContent)).toEqual([
      expect.stringContaining('at least 18 years old'),
      expect.stringContaining('legal authority to enter into contracts for the business you represent'),
      expect.stringContaining('operate a legitimate trucking business'),
      expect.stringContaining('provide accurate, complete and current information'),
      expect.stringContaining('maintain valid insurance'),
    ]);
  });

  it('says quotes are not commitments, calculators are illustrative and Utah law governs', async () => {
    const { main } = await renderLegalPage(paths.legal.termsOfUse);

    expect(sectionOf(main, 'Quotes are not commitments to factor')).toHaveTextContent(
      'A quote is not an offer or a commitment to buy your invoices',
    );
    expect(sectionOf(main, 'Calculators, estimates and articles')).toHaveTextContent(/are illustrative/);
    expect(sectionOf(main, 'Governing law')).toHaveTextContent('governed by the laws of the State of Utah');
    for (const heading of [
      'Acceptance of these terms',
      'Intellectual property',
      'Acceptable use',
      'Disclaimers',
      'Limitation of liability',
      'Changes to these terms',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('is contacted by text message and support email', async () => {
    const { main } = await renderLegalPage(paths.legal.termsOfUse);
    const contact = within(main).getByRole('region', { name: 'Questions about these terms' });

    expect(within(contact).getByRole('link', { name: brand.textNumber })).toHaveAttribute(
      'href',
      smsHref(brand.textNumber),
    );
    expect(within(contact).getByRole('link', { name: brand.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
  });
});

describe('security page', () => {
  it('claims AES-256 encryption and warns that we never ask for passwords by email', async () => {
    const { main } = await renderLegalPage(paths.legal.security);

    expect(sectionOf(main, 'Encryption')).toHaveTextContent('encrypted with AES-256');
    expect(sectionOf(main, 'Encryption')).toHaveTextContent('uses TLS');
    expect(sectionOf(main, 'What you can do')).toHaveTextContent(
      'We never ask for your password by email, text message or phone.',
    );
    for (const heading of [
      'Access controls',
      'Passwords',
      'Monitoring and incident response',
      'Vendor review',
      'Report a vulnerability',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('has a 24/7 security contact with the configured provider phone', async () => {
    resetRuntimeConfig();
    mockApi({ 'GET /api/config': Response.json({ ...testRuntimeConfig, providerPhone: '(435) 555-0142' }) });
    const { main } = await renderLegalPage(paths.legal.security);
    const contact = within(main).getByRole('region', { name: 'Security contact, available 24/7' });

    expect(contact).toHaveTextContent('on call 24/7');
    expect(within(contact).getByRole('link', { name: brand.securityEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.securityEmail}`,
    );
    expect(await within(contact).findByRole('link', { name: '(435) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14355550142',
    );
  });
});

describe('accessibility page', () => {
  it('commits to WCAG 2.1 AA, 200% text and a reply within 24 hours', async () => {
    const { main } = await renderLegalPage(paths.legal.accessibility);

    expect(sectionOf(main, 'Our commitment')).toHaveTextContent('WCAG) 2.1 at Level AA');
    expect(sectionOf(main, 'What we do')).toHaveTextContent(
      'Text size: text can be enlarged up to 200% without loss of content or function',
    );
    expect(sectionOf(main, 'Known limitations')).toHaveTextContent(
      'PDFs printed from the factoring application are generated by your browser',
    );
    const feedback = sectionOf(main, 'Tell us about a barrier');
    expect(feedback).toHaveTextContent('we respond within 24 hours');
    expect(within(feedback).getByRole('link', { name: brand.accessibilityEmail })).toHaveAttribute(
      'href',
      `mailto:${brand.accessibilityEmail}`,
    );
    expect(within(feedback).getByRole('link', { name: brand.textNumber })).toHaveAttribute(
      'href',
      smsHref(brand.textNumber),
    );
    expect(within(main).queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
  });

  it('offers to take applications by phone', async () => {
    const { main } = await renderLegalPage(paths.legal.accessibility);
    const otherWays = sectionOf(main, 'Other ways to apply');

    expect(otherWays).toHaveTextContent(
      /take your quote request, fuel card application or factoring application over the phone/,
    );
    expect(
      await within(otherWays).findByRole('link', { name: testRuntimeConfig.providerPhone }),
    ).toHaveAttribute('href', 'tel:+18015550199');
  });
});
