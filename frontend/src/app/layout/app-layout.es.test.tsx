import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

/** The site's header (an article has a header of its own). */
const siteHeader = () => screen.getAllByRole('banner')[0];

describe('the Spanish site frame', () => {
  it('runs under /es: the header links stay on the Spanish site, in Spanish', async () => {
    await renderApp(paths.home);
    const header = siteHeader();

    expect(within(header).getByRole('link', { name: 'Summit Freight Capital' })).toHaveAttribute(
      'href',
      '/es',
    );
    expect(within(header).getByRole('navigation', { name: 'Principal' })).toBeInTheDocument();
    for (const [path, twin] of [
      [paths.howFactoringWorks, '/es/how-factoring-works'],
      [paths.getQuote, '/es/get-quote'],
      [paths.client.login, '/es/client-login'],
    ]) {
      const links = within(header)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('href') === twin);
      expect({ path, found: links.length > 0 }).toEqual({ path, found: true });
    }
    expect(screen.getByRole('link', { name: 'Saltar al contenido principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });

  it('offers the English twin of the page, named in English', async () => {
    await renderApp(paths.whyUs);

    const link = within(siteHeader()).getByRole('link', { name: 'View this page in English' });
    expect(link).toHaveAttribute('href', '/why-us');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveTextContent('English');
  });

  it('words the footer and the call links in Spanish; the admin link leaves for the English admin', async () => {
    await renderApp(paths.home);
    const footer = screen.getByRole('contentinfo');

    expect(within(footer).getByRole('heading', { name: 'Servicios' })).toBeInTheDocument();
    expect(within(footer).getByRole('heading', { name: 'Información legal' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Todos los derechos reservados.');
    expect(within(footer).getByRole('link', { name: 'Administración' })).toHaveAttribute(
      'href',
      paths.admin.team,
    );
    expect(screen.getAllByRole('link', { name: /^Llámenos al / }).length).toBeGreaterThan(0);
  });
});
