import { act, screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

/** jsdom does not load pages: a followed link only has to be recorded. */
function stopPageLoads() {
  const stop = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest('a[hreflang]')) event.preventDefault();
  };
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

/** The site's header (an article has a header of its own). */
const siteHeader = () => screen.getAllByRole('banner')[0];

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the language switch (English pages)', () => {
  it.each([
    [paths.home, '/es'],
    [paths.getQuote, '/es/get-quote'],
    [paths.articles.fuelManagement, '/es/resources/fuel-management'],
    ['/no-such-page', '/es/no-such-page'],
  ])('leads from %s to its Spanish twin %s, as a plain link in Spanish', async (path, twin) => {
    await renderApp(path);

    const link = within(siteHeader()).getByRole('link', { name: 'Ver esta página en español' });
    expect(link).toHaveAttribute('href', twin);
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
    expect(link).toHaveTextContent('Español');
  });

  it('is in the side menu too', async () => {
    const { user } = await renderApp(paths.about);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = screen.getByRole('dialog', { name: 'Site menu' });
    expect(within(menu).getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute(
      'href',
      '/es/about',
    );
  });

  it('is not offered on the admin login, which has no Spanish twin', async () => {
    await renderApp(paths.admin.login);
    expect(screen.queryByRole('link', { name: 'Ver esta página en español' })).not.toBeInTheDocument();
  });

  it('remembers the choice, and never sends anyone anywhere by itself', async () => {
    const restore = stopPageLoads();
    const { user, router } = await renderApp(paths.whyUs);
    expect(screen.queryByRole('complementary', { name: 'Español' })).not.toBeInTheDocument();

    await user.click(within(siteHeader()).getByRole('link', { name: 'Ver esta página en español' }));

    expect(localStorage.getItem('preferred-language')).toBe('es');
    expect(router.state.location.pathname).toBe(paths.whyUs);
    restore();
  });
});

describe('the language notice', () => {
  it('offers a visitor who chose Spanish the Spanish twin, at the foot of the screen, until closed', async () => {
    localStorage.setItem('preferred-language', 'es');
    const { user } = await renderApp(paths.industries);

    const notice = await screen.findByRole('complementary', { name: 'Español' });
    expect(notice).toHaveAttribute('lang', 'es');
    expect(notice).toHaveTextContent('Esta página también está en español.');
    expect(within(notice).getByRole('link', { name: 'Ver esta página en español' })).toHaveAttribute(
      'href',
      '/es/industries',
    );

    await user.click(within(notice).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('complementary', { name: 'Español' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('language-notice-dismissed')).toBe('1');
  });

  it('stays away from a visitor who chose English, or chose nothing', async () => {
    localStorage.setItem('preferred-language', 'en');
    await renderApp(paths.industries);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('complementary', { name: 'Español' })).not.toBeInTheDocument();
  });
});
