import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

describe('not found page', () => {
  it('answers an unknown route inside the site layout', async () => {
    await renderApp('/no-such-page');
    const main = screen.getByRole('main');

    expect(within(main).getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(within(main).getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', paths.home);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Summit Freight Capital');
  });

  it('takes the visitor home', async () => {
    const { user, router } = await renderApp('/no-such-page');

    await user.click(screen.getByRole('link', { name: 'Back to Home' }));

    expect(router.state.location.pathname).toBe(paths.home);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/steady growth/i);
  });
});
