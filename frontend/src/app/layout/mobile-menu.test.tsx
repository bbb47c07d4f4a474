import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';

const openMenu = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.getByRole('dialog', { name: 'Site menu' });
};

describe('mobile menu', () => {
  it('is closed at first', async () => {
    await renderApp();

    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a panel with the header links and actions, and moves focus into it', async () => {
    const { user } = await renderApp();
    const menuButton = screen.getByRole('button', { name: 'Menu' });

    const menu = await openMenu(user);

    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    for (const name of [
      'Home',
      'How It Works',
      'Industries',
      'Why SFC',
      'Resources',
      'About',
      'Client Login',
      'Get Free Quote',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeVisible();
    }
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes when a link is chosen, navigates, and returns focus to the menu button', async () => {
    const { user, router } = await renderApp();
    const menu = await openMenu(user);

    await user.click(within(menu).getByRole('link', { name: 'About' }));

    expect(router.state.location.pathname).toBe(paths.about);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user } = await renderApp();
    const menu = await openMenu(user);

    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the dimmed page beside it, not on a click inside it', async () => {
    const { user } = await renderApp();
    const menu = await openMenu(user);

    await user.click(within(menu).getByRole('navigation', { name: 'Main' }));
    expect(screen.getByRole('dialog', { name: 'Site menu' })).toBeVisible();

    // A click on the backdrop lands on the dialog element itself; its content fills the panel.
    await user.click(menu);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  // Escape, Tab kept inside and the inert page are the browser's <dialog>: e2e/site.browser.ts.
});
