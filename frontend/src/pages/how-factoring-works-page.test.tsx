import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { resetRuntimeConfig } from '@/lib/runtime-config';
import { mockApi, testRuntimeConfig } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

beforeEach(() => resetRuntimeConfig());

describe('how factoring works page', () => {
  it('has one h1 and the three steps in order', async () => {
    await renderApp(paths.howFactoringWorks);
    const main = screen.getByRole('main');

    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('How Factoring Works');
    const steps = within(screen.getByRole('region', { name: 'From delivered load to money in the bank' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual(['Step 1 Submit Your Invoice', 'Step 2 We Verify and Approve', 'Step 3 Get Paid']);
  });

  it('explains factoring: selling invoices, not a loan, the advance, reserve, fee and payment terms', async () => {
    await renderApp(paths.howFactoringWorks);
    const explainer = screen.getByRole('region', { name: 'What is invoice factoring?' });

    expect(explainer).toHaveTextContent(/selling your unpaid invoices/);
    expect(explainer).toHaveTextContent(/It is not a loan/);
    expect(explainer).toHaveTextContent(/typically pay in 30 to 90 days/);
    expect(explainer).toHaveTextContent(
      'Up to 95% of the invoice value, paid as soon as the invoice is verified.',
    );
    expect(explainer).toHaveTextContent(/held until your customer pays, then released to you/);
    expect(explainer).toHaveTextContent(/from 1\.5%/);
    // The worked example comes from the calculator's formulas with its defaults.
    expect(within(explainer).getByRole('heading', { name: 'Example: a $5,000 invoice' })).toBeInTheDocument();
    for (const amount of ['$4,500.00', '$150.00', '$350.00', '$4,850.00']) {
      expect(within(explainer).getByText(amount)).toBeInTheDocument();
    }
  });

  it('lists what is needed to get started and answers common questions', async () => {
    await renderApp(paths.howFactoringWorks);

    const start = screen.getByRole('region', { name: 'What you need to get started' });
    expect(within(start).getByText('Active DOT and MC authority')).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: /factoring application/ })).toHaveAttribute(
      'href',
      `${paths.resources}#factoring-application`,
    );
    const faq = screen.getByRole('region', { name: 'Factoring questions, answered' });
    expect(within(faq).getByText('Is factoring a loan?')).toBeInTheDocument();
    expect(faq.querySelectorAll('details')).toHaveLength(5);
  });

  it('ends with a quote link and a call button for the configured provider phone', async () => {
    mockApi({ 'GET /api/config': Response.json({ ...testRuntimeConfig, providerPhone: '(435) 555-0100' }) });
    await renderApp(paths.howFactoringWorks);
    const cta = screen.getByRole('region', { name: 'Ready to turn your invoices into cash?' });

    expect(within(cta).getByRole('link', { name: 'Get Your Free Quote' })).toHaveAttribute(
      'href',
      paths.getQuote,
    );
    expect(await within(cta).findByRole('link', { name: 'Call (435) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+14355550100',
    );
  });

  it('shows the built-in number until the configuration arrives', async () => {
    await renderApp(paths.howFactoringWorks);
    const cta = screen.getByRole('region', { name: 'Ready to turn your invoices into cash?' });

    expect(within(cta).getByRole('link', { name: 'Call (801) 555-0199' })).toHaveAttribute(
      'href',
      'tel:+18015550199',
    );
  });
});
