import { screen, within } from '@testing-library/react';
import { LEADERSHIP_SKELETON_COUNT, type TeamMember } from '@trucking-finance/contracts';
import { paths } from '@/config/paths';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const withPhoto: TeamMember = {
  id: 'member-1',
  name: 'Dana Whitaker',
  role: 'Chief Executive Officer',
  experience: '20+ years in trucking finance',
  bio: 'Dana drove a truck before she ran a funding desk.',
  profileImage: '/api/team-members/member-1/photo?v=3',
  position: 1,
};
const withoutPhoto: TeamMember = {
  id: 'member-2',
  name: 'Luis Ortega',
  role: 'Head of Client Success',
  experience: '12 years in freight brokerage',
  bio: 'Luis and his team answer the phone in English and Spanish.',
  profileImage: null,
  position: 2,
};

const teamSection = () =>
  screen.getByRole('heading', { level: 2, name: 'Our leadership team' }).closest('section')!;

describe('about page leadership team', () => {
  it('shows four skeleton cards and a loading status while the team loads', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi({ 'GET /api/team-members': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await renderApp(paths.about);

    expect(LEADERSHIP_SKELETON_COUNT).toBe(4);
    expect(within(teamSection()).getAllByTestId('team-member-skeleton')).toHaveLength(4);
    expect(within(teamSection()).getByRole('status')).toHaveTextContent('Loading the leadership team');

    answer(Response.json({ teamMembers: [withPhoto] }));
    expect(await screen.findByRole('heading', { level: 3, name: withPhoto.name })).toBeInTheDocument();
    expect(screen.queryAllByTestId('team-member-skeleton')).toHaveLength(0);
  });

  it('shows each member with the photo, or a fallback icon when there is none', async () => {
    mockApi({ 'GET /api/team-members': Response.json({ teamMembers: [withPhoto, withoutPhoto] }) });
    await renderApp(paths.about);

    const cards = await within(teamSection()).findAllByRole('article');
    expect(cards).toHaveLength(2);

    const [first, second] = cards;
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent(withPhoto.name);
    const photo = within(first).getByRole('img', { name: withPhoto.name });
    expect(photo).toHaveAttribute('src', withPhoto.profileImage);
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '400');
    expect(first).toHaveTextContent(withPhoto.role);
    expect(first).toHaveTextContent(withPhoto.experience);
    expect(first).toHaveTextContent(withPhoto.bio);
    expect(within(first).queryByTestId('team-member-fallback-icon')).not.toBeInTheDocument();

    expect(within(second).getByRole('heading', { level: 3 })).toHaveTextContent(withoutPhoto.name);
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second).getByTestId('team-member-fallback-icon')).toBeInTheDocument();
    expect(second).toHaveTextContent(withoutPhoto.role);
    expect(second).toHaveTextContent(withoutPhoto.experience);
    expect(second).toHaveTextContent(withoutPhoto.bio);
  });

  it('explains calmly when the team cannot be loaded, and keeps the rest of the page', async () => {
    mockApi({
      'GET /api/team-members': Response.json(
        { success: false, error: 'Database unavailable' },
        { status: 503 },
      ),
    });
    await renderApp(paths.about);

    expect(await within(teamSection()).findByText(/could not load our leadership team/i)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'By the numbers' })).toBeInTheDocument();
  });

  it('says so when there are no members yet', async () => {
    mockApi({ 'GET /api/team-members': Response.json({ teamMembers: [] }) });
    await renderApp(paths.about);

    expect(await within(teamSection()).findByText(/will be introduced here soon/i)).toBeInTheDocument();
    expect(within(teamSection()).queryAllByTestId('team-member-skeleton')).toHaveLength(0);
  });
});
