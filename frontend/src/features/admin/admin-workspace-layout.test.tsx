import { screen, waitFor, within } from '@testing-library/react';
import type { StaffRole } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { signInBeforeEach } from '@/testing/admin-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

const signedInAs = (staffRole: StaffRole, displayName: string) =>
  mockApi({
    'GET /api/team-members': () => Response.json({ teamMembers: [] }),
    'GET /api/auth/me': () =>
      Response.json({
        success: true,
        user: {
          id: 'c0ffee00-0000-4000-8000-000000000001',
          username: 'casey',
          role: 'admin',
          staffRole,
          displayName,
        },
      }),
  });

describe('the staff workspace', () => {
  signInBeforeEach();

  it('frames admin pages without the site header and footer, naming who is signed in', async () => {
    signedInAs('owner', 'Casey Owner');
    await renderApp(paths.admin.team);

    const person = await screen.findByRole('group', { name: 'Signed in as' });
    expect(person).toHaveTextContent('Casey Owner');
    expect(person).toHaveTextContent('Owner');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // The one header is the workspace's own.
    expect(document.querySelectorAll('header')).toHaveLength(1);
    expect(document.querySelector('header')).toContainElement(person);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', paths.home);
  });

  it('offers an owner every staff page', async () => {
    signedInAs('owner', 'Casey Owner');
    await renderApp(paths.admin.team);

    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(5));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Leads Dashboard', paths.admin.quotes],
      ['Staff', paths.admin.staff],
      ['Team Management', paths.admin.team],
      ['Deliveries', paths.admin.deliveries],
      ['Audit Log', paths.admin.audit],
    ]);
  });

  it('offers an agent only the pages an agent may open', async () => {
    signedInAs('agent', 'Riley Agent');
    await renderApp(paths.admin.team);

    const person = await screen.findByRole('group', { name: 'Signed in as' });
    expect(person).toHaveTextContent('Riley Agent');
    expect(person).toHaveTextContent('Agent');
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Leads Dashboard', 'Team Management']);
  });
});
