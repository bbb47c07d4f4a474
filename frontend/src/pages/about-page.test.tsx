import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

describe('about page', () => {
  it('tells the story, the mission, the office, four values and the numbers', async () => {
    mockApi({ 'GET /api/team-members': Response.json({ teamMembers: [] }) });
    await renderApp(paths.about);
    await waitFor(() => expect(screen.queryAllByTestId('team-member-skeleton')).toHaveLength(0));

    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      within(main).getByRole('heading', { level: 2, name: 'Our story' }).parentElement,
    ).toHaveTextContent(/founded in 2018 in Utah/);
    expect(within(main).getByRole('heading', { level: 2, name: 'Our mission' })).toBeInTheDocument();

    const office = within(main)
      .getByRole('heading', { level: 2, name: 'Visit our office' })
      .closest('section')!;
    const officeImage = within(office).getByRole('img');
    expect(officeImage).toHaveAttribute('src', '/images/about/office.svg');
    expect(officeImage).toHaveAttribute('width');
    expect(officeImage).toHaveAttribute('height');
    expect(officeImage).toHaveAccessibleName(/office/i);
    expect(office.querySelector('address')).toHaveTextContent(
      '2150 South 1300 East, Suite 500Salt Lake City, UT 84106',
    );

    const values = within(main)
      .getByRole('heading', { level: 2, name: 'What we stand for' })
      .closest('section')!;
    expect(within(values).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const numbers = within(main)
      .getByRole('heading', { level: 2, name: 'By the numbers' })
      .closest('section')!;
    for (const figure of ['8+', '750+', '99.5%', '24 hours']) {
      expect(within(numbers).getByText(figure)).toBeInTheDocument();
    }
  });
});
