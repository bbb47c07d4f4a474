import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TeamMember } from '@trucking-finance/contracts';
import { storedTeamMember } from '@trucking-finance/contracts/testing';
import { paths } from '@/config/paths';
import { expectToast, signInBeforeEach } from '@/testing/admin-session';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

jest.setTimeout(30_000);

/** Members as the API lists them, each with its own role and experience so cards tell apart. */
const member = (position: number, name: string, overrides: Partial<TeamMember> = {}): TeamMember =>
  storedTeamMember({
    id: `00000000-0000-4000-8000-00000000000${position}`,
    name,
    role: `Role of ${name}`,
    experience: `${10 + position} years in transportation finance`,
    position,
    ...overrides,
  });

const dana = member(1, 'Dana Whitaker', { role: 'Chief Executive Officer' });
const luis = member(2, 'Luis Ortega', { role: 'Head of Client Funding' });
const priya = member(3, 'Priya Shah', { role: 'Director of Risk' });

const LIST = 'GET /api/team-members';

/** The team API over a small in-memory team, as the server would keep it. */
function teamServer(
  initial: TeamMember[] = [dana, luis, priya],
  overrides: Parameters<typeof mockApi>[0] = {},
) {
  let team = [...initial];
  const api = mockApi({
    [LIST]: () => Response.json({ teamMembers: team }),
    ...overrides,
  });
  return {
    api,
    replaceTeam: (next: TeamMember[]) => {
      team = next;
    },
  };
}

async function openTeam() {
  const view = await renderApp(paths.admin.team);
  await screen.findByRole('heading', { level: 3, name: dana.name });
  return view;
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

const image = (type: string, bytes = 1_024, name = 'photo') =>
  new File([new Uint8Array(bytes)], `${name}.${type.split('/')[1]}`, { type });

describe('team management', () => {
  signInBeforeEach();

  it('lists the members in display order with the photo instructions', async () => {
    teamServer();
    await openTeam();

    expect(screen.getByRole('heading', { level: 1, name: 'Team Management' })).toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual([dana.name, luis.name, priya.name]);
    const instructions = screen.getByText(/Profile photos:/);
    expect(instructions).toHaveTextContent('JPG, PNG or WEBP');
    expect(instructions).toHaveTextContent('square image, 400×400 pixels or larger');
    expect(within(cardOf(dana.name)).getByText(dana.bio)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leads Dashboard' })).toHaveAttribute('href', paths.admin.quotes);
    expect(screen.getByRole('link', { name: 'Back to Website' })).toHaveAttribute('href', paths.home);
  });

  it('disables moving the first member up and the last one down', async () => {
    teamServer();
    await openTeam();

    expect(screen.getByRole('button', { name: `Move ${dana.name} up` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Move ${dana.name} down` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Move ${luis.name} up` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Move ${luis.name} down` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Move ${priya.name} up` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `Move ${priya.name} down` })).toBeDisabled();
  });

  it('moves a member and shows the new order', async () => {
    const server = teamServer(undefined, {
      [`POST /api/team-members/${luis.id}/move`]: () => {
        const reordered = [{ ...luis, position: 1 }, { ...dana, position: 2 }, priya];
        server.replaceTeam(reordered);
        return Response.json({ success: true, teamMembers: reordered });
      },
    });
    const { user } = await openTeam();

    await user.click(screen.getByRole('button', { name: `Move ${luis.name} up` }));

    await expectToast('Team member reordered successfully');
    expect(await server.api.lastBody(`POST /api/team-members/${luis.id}/move`)).toEqual({ direction: 'up' });
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        luis.name,
        dana.name,
        priya.name,
      ]),
    );
    expect(screen.getByRole('button', { name: `Move ${luis.name} up` })).toBeDisabled();
  });

  it("says 'Failed to reorder team member' when the server refuses", async () => {
    teamServer(undefined, {
      [`POST /api/team-members/${luis.id}/move`]: () =>
        Response.json({ success: false, error: 'Database unavailable' }, { status: 503 }),
    });
    const { user } = await openTeam();

    await user.click(screen.getByRole('button', { name: `Move ${luis.name} down` }));

    await expectToast('Failed to reorder team member');
  });

  it('says only that the session ended when the server refuses the token mid-action', async () => {
    teamServer(undefined, {
      [`POST /api/team-members/${luis.id}/move`]: () =>
        Response.json(
          { success: false, error: 'Your session has expired. Please log in again.' },
          { status: 401 },
        ),
    });
    const { user, router } = await openTeam();

    await user.click(screen.getByRole('button', { name: `Move ${luis.name} down` }));

    await expectToast('Your session has ended. Please log in again.');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.login));
    expect(screen.queryByText('Failed to reorder team member')).not.toBeInTheDocument();
  });

  it("asks for every field before adding: 'Please fill in all fields'", async () => {
    const { api } = teamServer();
    const { user } = await openTeam();
    const form = screen.getByRole('heading', { name: 'Add Team Member' }).closest('section') as HTMLElement;

    await user.type(within(form).getByLabelText('Name'), 'Kim Nguyen');
    await user.type(within(form).getByLabelText('Bio'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Add Team Member' }));

    // antd checks the rules asynchronously: the alert follows the click.
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Please fill in all fields');
    for (const label of ['Role', 'Experience', 'Bio']) {
      expect(within(form).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      // antd shows a field's message a moment after it marks the field.
      await waitFor(() =>
        expect(within(form).getByLabelText(label)).toHaveAccessibleDescription('Please fill in all fields'),
      );
    }
    expect(within(form).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(api.requestsTo('POST /api/team-members')).toHaveLength(0);
  });

  it('adds a member at the end, clears the form and shows the new list', async () => {
    const kim = member(4, 'Kim Nguyen', {
      role: 'Account Manager',
      experience: '6 years',
      bio: 'Kim speaks Spanish.',
    });
    const server = teamServer(undefined, {
      'POST /api/team-members': () => {
        server.replaceTeam([dana, luis, priya, kim]);
        return Response.json({ success: true, teamMember: kim }, { status: 201 });
      },
    });
    const { user } = await openTeam();
    const form = screen.getByRole('heading', { name: 'Add Team Member' }).closest('section') as HTMLElement;

    await user.type(within(form).getByLabelText('Name'), ' Kim Nguyen ');
    await user.type(within(form).getByLabelText('Role'), 'Account Manager');
    await user.type(within(form).getByLabelText('Experience'), '6 years');
    await user.type(within(form).getByLabelText('Bio'), 'Kim speaks Spanish.');
    await user.click(within(form).getByRole('button', { name: 'Add Team Member' }));

    await expectToast('Team member added successfully');
    expect(await server.api.lastBody('POST /api/team-members')).toEqual({
      name: 'Kim Nguyen',
      role: 'Account Manager',
      experience: '6 years',
      bio: 'Kim speaks Spanish.',
    });
    expect(await screen.findByRole('heading', { level: 3, name: 'Kim Nguyen' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Name')).toHaveValue('');
  });

  it("says 'Failed to add team member' when adding fails", async () => {
    teamServer(undefined, {
      'POST /api/team-members': () =>
        Response.json({ success: false, error: 'Database unavailable' }, { status: 503 }),
    });
    const { user } = await openTeam();
    const form = screen.getByRole('heading', { name: 'Add Team Member' }).closest('section') as HTMLElement;
    for (const label of ['Name', 'Role', 'Experience', 'Bio']) {
      await user.type(within(form).getByLabelText(label), 'Filled');
    }

    await user.click(within(form).getByRole('button', { name: 'Add Team Member' }));

    await expectToast('Failed to add team member');
    expect(within(form).getByLabelText('Name')).toHaveValue('Filled');
  });

  it('edits a member inline: save sends the changes, cancel leaves them', async () => {
    const server = teamServer(undefined, {
      [`PUT /api/team-members/${dana.id}`]: async (request) => {
        const changes = (await request.json()) as Partial<TeamMember>;
        const updated = { ...dana, ...changes };
        server.replaceTeam([updated, luis, priya]);
        return Response.json({ success: true, teamMember: updated });
      },
    });
    const { user } = await openTeam();

    await user.click(screen.getByRole('button', { name: `Edit ${dana.name}` }));
    const editor = screen.getByRole('form', { name: `Edit ${dana.name}` });
    expect(within(editor).getByLabelText('Role')).toHaveValue(dana.role);
    await user.clear(within(editor).getByLabelText('Role'));
    await user.type(within(editor).getByLabelText('Role'), 'President');
    await user.click(within(editor).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('form', { name: `Edit ${dana.name}` })).not.toBeInTheDocument();
    expect(within(cardOf(dana.name)).getByText(dana.role)).toBeInTheDocument();
    expect(server.api.requestsTo(`PUT /api/team-members/${dana.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Edit ${dana.name}` }));
    const again = screen.getByRole('form', { name: `Edit ${dana.name}` });
    await user.clear(within(again).getByLabelText('Role'));
    await user.type(within(again).getByLabelText('Role'), 'President');
    await user.click(within(again).getByRole('button', { name: 'Save' }));

    await expectToast('Team member updated successfully');
    expect(await server.api.lastBody(`PUT /api/team-members/${dana.id}`)).toEqual({
      name: dana.name,
      role: 'President',
      experience: dana.experience,
      bio: dana.bio,
    });
    expect(await within(cardOf(dana.name)).findByText('President')).toBeInTheDocument();
  });

  it('will not save a blanked field, and says when saving fails', async () => {
    teamServer(undefined, {
      [`PUT /api/team-members/${dana.id}`]: () => Response.json({ success: false }, { status: 500 }),
    });
    const { user } = await openTeam();
    await user.click(screen.getByRole('button', { name: `Edit ${dana.name}` }));
    const editor = screen.getByRole('form', { name: `Edit ${dana.name}` });

    await user.clear(within(editor).getByLabelText('Experience'));
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('Please fill in all fields');

    await user.type(within(editor).getByLabelText('Experience'), '12 years');
    await user.click(within(editor).getByRole('button', { name: 'Save' }));
    await expectToast('Failed to update team member');
    expect(screen.getByRole('form', { name: `Edit ${dana.name}` })).toBeInTheDocument();
  });

  it('asks before removing a member, then removes them', async () => {
    let finishRemoving: (answer: Response) => void = () => {};
    const server = teamServer(undefined, {
      [`DELETE /api/team-members/${luis.id}`]: () =>
        new Promise<Response>((resolve) => {
          finishRemoving = resolve;
        }),
    });
    const { user } = await openTeam();

    await user.click(screen.getByRole('button', { name: `Remove ${luis.name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to remove Luis Ortega from the team? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('button', { name: /Deleting\.\.\./ })).toBeInTheDocument();
    // While the server works, the dialog stays: Cancel is disabled and Escape does not close it.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toHaveTextContent('Are you sure you want to remove Luis Ortega from the team?');
    server.replaceTeam([dana, { ...priya, position: 2 }]);
    finishRemoving(Response.json({ success: true }));

    await expectToast('Team member removed successfully');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: luis.name })).not.toBeInTheDocument(),
    );
  });

  it("keeps the member when the dialog is cancelled, and says 'Failed to remove team member' on failure", async () => {
    const { api } = teamServer(undefined, {
      [`DELETE /api/team-members/${luis.id}`]: () => Response.json({ success: false }, { status: 500 }),
    });
    const { user } = await openTeam();

    await user.click(screen.getByRole('button', { name: `Remove ${luis.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Escape closes it too while nothing is running.
    await user.click(screen.getByRole('button', { name: `Remove ${luis.name}` }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo(`DELETE /api/team-members/${luis.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: `Remove ${luis.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await expectToast('Failed to remove team member');
  });

  describe('photo upload', () => {
    const photoInput = () => screen.getByTestId(`photo-input-${dana.id}`) as HTMLInputElement;
    const choose = (file: File) => fireEvent.change(photoInput(), { target: { files: [file] } });

    it('accepts JPG, PNG and WEBP from the upload button', async () => {
      teamServer();
      await openTeam();

      expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
      expect(screen.getByRole('button', { name: `Upload photo for ${dana.name}` })).toBeEnabled();
    });

    it('refuses a file that is not an image before sending it', async () => {
      const { api } = teamServer();
      await openTeam();

      choose(image('application/pdf'));

      await expectToast('Please select a valid image file (JPG, PNG, etc.)');
      expect(api.all.filter((request) => request.method === 'PUT')).toEqual([]);
    });

    it('refuses an image over 5MB before sending it', async () => {
      const { api } = teamServer();
      await openTeam();

      choose(image('image/jpeg', 5 * 1024 * 1024 + 1));

      await expectToast('Image file is too large. Please use an image smaller than 5MB.');
      expect(api.all.filter((request) => request.method === 'PUT')).toEqual([]);
    });

    it("says 'Failed to read image file' when the file cannot be read", async () => {
      jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
        setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
      });
      const { api } = teamServer();
      await openTeam();

      choose(image('image/png'));

      await expectToast('Failed to read image file');
      expect(api.all.filter((request) => request.method === 'PUT')).toEqual([]);
    });

    it('uploads the photo as a data URL, shows its progress for that member only, then the preview', async () => {
      let finishUpload: (answer: Response) => void = () => {};
      const photoUrl = `/api/team-members/${dana.id}/photo?v=abc123`;
      const server = teamServer(undefined, {
        [`PUT /api/team-members/${dana.id}`]: () =>
          new Promise<Response>((resolve) => {
            finishUpload = resolve;
          }),
      });
      await openTeam();

      choose(image('image/png', 2_048));

      const uploading = await screen.findByRole('button', { name: `Uploading photo for ${dana.name}` });
      expect(uploading).toBeDisabled();
      expect(uploading).toHaveTextContent('Uploading...');
      expect(screen.getByRole('button', { name: `Upload photo for ${luis.name}` })).toBeEnabled();
      await waitFor(() => expect(server.api.requestsTo(`PUT /api/team-members/${dana.id}`)).toHaveLength(1));
      const body = (await server.api.lastBody(`PUT /api/team-members/${dana.id}`)) as {
        profileImage: string;
      };
      expect(body.profileImage).toMatch(/^data:image\/png;base64,/);

      const updated = { ...dana, profileImage: photoUrl };
      server.replaceTeam([updated, luis, priya]);
      await act(async () => finishUpload(Response.json({ success: true, teamMember: updated })));

      await expectToast('Profile image updated successfully');
      expect(await screen.findByRole('img', { name: `Photo of ${dana.name}` })).toHaveAttribute(
        'src',
        photoUrl,
      );
      expect(screen.getByRole('button', { name: `Upload photo for ${dana.name}` })).toHaveTextContent(
        'Change Photo',
      );
    });

    it("says 'Failed to upload image' when the server refuses the photo", async () => {
      teamServer(undefined, {
        [`PUT /api/team-members/${dana.id}`]: () =>
          Response.json(
            { success: false, error: 'Please select a valid image file (JPG, PNG, etc.)' },
            { status: 400 },
          ),
      });
      await openTeam();

      choose(image('image/webp'));

      await expectToast('Failed to upload image');
      expect(await screen.findByRole('button', { name: `Upload photo for ${dana.name}` })).toBeEnabled();
    });
  });

  it('shows every change on About at once, from the same store', async () => {
    const server = teamServer(undefined, {
      [`POST /api/team-members/${priya.id}/move`]: () => {
        const reordered = [dana, { ...priya, position: 2 }, { ...luis, position: 3 }];
        server.replaceTeam(reordered);
        return Response.json({ success: true, teamMembers: reordered });
      },
    });
    const { user, router } = await openTeam();
    await user.click(screen.getByRole('button', { name: `Move ${priya.name} up` }));
    await expectToast('Team member reordered successfully');
    const listed = server.api.requestsTo(LIST).length;

    await act(() => router.navigate(paths.about));

    await waitFor(() => {
      const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
      expect(names).toEqual(expect.arrayContaining([dana.name, priya.name, luis.name]));
      expect(names.indexOf(priya.name)).toBeLessThan(names.indexOf(luis.name));
    });
    // About read the team the admin page had already refreshed: no new request.
    expect(server.api.requestsTo(LIST)).toHaveLength(listed);
  });
});
