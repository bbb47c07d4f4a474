import sharp from 'sharp';
import { messages } from '@trucking-finance/contracts';
import { teamMemberPayload } from '@trucking-finance/contracts/testing';
import { dataUrl, image, jpegWithLocation } from './factories/images';
import { TeamMember } from '../src/team/team-member.entity';
import { useTestApp } from './support/test-app';

interface Member {
  id: string;
  name: string;
  position: number;
  profileImage: string | null;
}

const member = (name: string) => teamMemberPayload({ name });

describe('Team API', () => {
  const t = useTestApp();

  const add = async (name: string): Promise<Member> =>
    (await t.http().post('/api/team-members').set('Authorization', t.admin).send(member(name)).expect(201))
      .body.teamMember;
  const team = async (): Promise<Member[]> =>
    (await t.http().get('/api/team-members').expect(200)).body.teamMembers;
  const names = async () => (await team()).map((m) => m.name);
  const update = (id: string, changes: object) =>
    t.http().put(`/api/team-members/${id}`).set('Authorization', t.admin).send(changes);
  const move = (id: string, direction: string) =>
    t.http().post(`/api/team-members/${id}/move`).set('Authorization', t.admin).send({ direction });

  beforeEach(() => t.deleteAll(TeamMember));

  it('lists nobody at first, publicly', async () => {
    const { status, body } = await t.http().get('/api/team-members');
    expect(status).toBe(200);
    expect(body).toEqual({ teamMembers: [] });
  });

  it('adds members at the end of the order', async () => {
    const dana = await add('Dana Whitaker');
    expect(dana).toMatchObject({ ...member('Dana Whitaker'), position: 1, profileImage: null });
    await add('Luis Ortega');
    await add('Priya Natarajan');
    expect(await team()).toMatchObject([
      { name: 'Dana Whitaker', position: 1 },
      { name: 'Luis Ortega', position: 2 },
      { name: 'Priya Natarajan', position: 3 },
    ]);
  });

  it('keeps positions unique and gap-free when members are added at the same moment', async () => {
    await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map((name) => add(name)));
    expect((await team()).map((m) => m.position)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("asks for all four fields with the spec's sentence", async () => {
    for (const missing of ['name', 'role', 'experience', 'bio']) {
      const body: Record<string, string> = member('X');
      body[missing] = ' ';
      const response = await t.http().post('/api/team-members').set('Authorization', t.admin).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(messages.teamFieldsRequired);
      expect(response.body).toMatchObject({ code: 'validation_failed', fields: { [missing]: 'required' } });
    }
    expect((await t.http().post('/api/team-members').set('Authorization', t.admin).send({})).body.error).toBe(
      messages.teamFieldsRequired,
    );
  });

  it('updates only the fields sent, and never blanks one', async () => {
    const dana = await add('Dana Whitaker');
    const { status, body } = await update(dana.id, { role: 'Chief Executive Officer' });
    expect(status).toBe(200);
    expect(body.teamMember).toMatchObject({
      name: 'Dana Whitaker',
      role: 'Chief Executive Officer',
      bio: member('Dana Whitaker').bio,
    });
    expect((await update(dana.id, { name: '' })).body.error).toBe(messages.teamFieldsRequired);
    expect((await update(dana.id, { name: null })).status).toBe(400);
    const unknown = await update(dana.id, { position: 9 });
    expect(unknown.body.error).toContain('position is not a field we accept');
    expect(unknown.body.fields).toEqual({ position: 'unknown_field' });
  });

  describe('ordering', () => {
    let members: Member[];
    beforeEach(async () => {
      members = [await add('First'), await add('Second'), await add('Third')];
    });

    it('moves a member up and down by swapping with the neighbour', async () => {
      const up = await move(members[2].id, 'up');
      expect(up.status).toBe(200);
      expect(up.body.teamMembers.map((m: Member) => m.name)).toEqual(['First', 'Third', 'Second']);
      expect((await move(members[0].id, 'down')).status).toBe(200);
      expect(await names()).toEqual(['Third', 'First', 'Second']);
    });

    it('answers 400 and changes nothing when the first moves up or the last moves down', async () => {
      const top = await move(members[0].id, 'up');
      expect(top.status).toBe(400);
      expect(top.body.error).toBe('First is already first in the team order.');
      expect(top.body.code).toBe('team_member_cannot_move');
      const bottom = await move(members[2].id, 'down');
      expect(bottom.status).toBe(400);
      expect(bottom.body.error).toBe('Third is already last in the team order.');
      expect(await team()).toMatchObject([
        { name: 'First', position: 1 },
        { name: 'Second', position: 2 },
        { name: 'Third', position: 3 },
      ]);
    });

    it('refuses a direction other than up or down', async () => {
      const { status, body } = await move(members[1].id, 'left');
      expect(status).toBe(400);
      expect(body.error).toBe('Please correct these fields: direction must be one of: up, down.');
      expect(body.fields).toEqual({ direction: 'not_one_of' });
    });

    it('closes the gap when a member is removed', async () => {
      const { status, body } = await t
        .http()
        .delete(`/api/team-members/${members[0].id}`)
        .set('Authorization', t.admin);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true });
      expect(await team()).toMatchObject([
        { name: 'Second', position: 1 },
        { name: 'Third', position: 2 },
      ]);
      expect(
        (await t.http().delete(`/api/team-members/${members[0].id}`).set('Authorization', t.admin)).status,
      ).toBe(404);
    });
  });

  describe('photos', () => {
    let dana: Member;
    beforeEach(async () => {
      dana = await add('Dana Whitaker');
    });

    it.each(['png', 'jpeg', 'webp'] as const)(
      'takes a %s, re-encodes it to a 400×400 WebP and serves it at its own URL',
      async (format) => {
        const upload = await update(dana.id, {
          profileImage: dataUrl(`image/${format}`, await image(format, 900, 600)),
        });
        expect(upload.status).toBe(200);
        const url: string = upload.body.teamMember.profileImage;
        expect(url).toMatch(new RegExp(`^/api/team-members/${dana.id}/photo\\?v=[0-9a-f]{16}$`));
        expect((await team())[0].profileImage).toBe(url);

        const photo = await t.http().get(url).buffer(true);
        expect(photo.status).toBe(200);
        expect(photo.headers['content-type']).toBe('image/webp');
        expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(photo.body).metadata();
        expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
      },
    );

    it('drops EXIF and GPS data from the photo', async () => {
      const original = await jpegWithLocation();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const { body } = await update(dana.id, { profileImage: dataUrl('image/jpeg', original) });
      const photo = await t.http().get(body.teamMember.profileImage).buffer(true);
      const meta = await sharp(photo.body).metadata();
      expect(meta.exif).toBeUndefined();
      expect(photo.body.includes(Buffer.from('PhoneMaker'))).toBe(false);
    });

    it('answers 304 to a browser that has the current photo, and revalidates an unversioned URL', async () => {
      const { body } = await update(dana.id, { profileImage: dataUrl('image/png', await image('png')) });
      const first = await t.http().get(body.teamMember.profileImage);
      const again = await t.http().get(body.teamMember.profileImage).set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      const plain = await t.http().get(`/api/team-members/${dana.id}/photo`);
      expect(plain.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    });

    it('removes the photo with null', async () => {
      const { body } = await update(dana.id, { profileImage: dataUrl('image/png', await image('png')) });
      const removed = await update(dana.id, { profileImage: null });
      expect(removed.body.teamMember.profileImage).toBeNull();
      const gone = await t.http().get(body.teamMember.profileImage);
      expect(gone.status).toBe(404);
      expect(gone.body.error).toBe('This team member has no photo.');
      expect(gone.body.code).toBe('team_member_photo_not_found');
    });

    it('refuses a file over 5 MB with the spec sentence', async () => {
      const tooBig = Buffer.concat([await image('png'), Buffer.alloc(5 * 1024 * 1024)]);
      const { status, body } = await update(dana.id, { profileImage: dataUrl('image/png', tooBig) });
      expect(status).toBe(413);
      expect(body).toEqual({ success: false, error: messages.imageTooLarge, code: 'image_too_large' });
    });

    it('refuses a body over the 8 MB photo limit with the same sentence', async () => {
      const { status, body } = await update(dana.id, {
        profileImage: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}`,
      });
      expect(status).toBe(413);
      expect(body.error).toBe(messages.imageTooLarge);
      expect(body.code).toBe('image_too_large');
    });

    it.each([
      ['a GIF', async () => dataUrl('image/gif', await image('gif'))],
      ['a GIF claiming to be a PNG', async () => dataUrl('image/png', await image('gif'))],
      ['text', async () => dataUrl('text/plain', Buffer.from('hello'))],
      ['a truncated PNG', async () => dataUrl('image/png', (await image('png')).subarray(0, 40))],
      ['a URL instead of data', async () => 'https://example.com/dana.png'],
      ['data that is not base64', async () => 'data:image/png,notbase64'],
      ['a number', async () => 42],
    ])('refuses %s with the spec sentence', async (_label, make) => {
      const { status, body } = await update(dana.id, { profileImage: await make() });
      expect(status).toBe(400);
      expect(body.error).toBe(messages.imageInvalidType);
      // Checked by the DTO when it is not even text, by the image decoder otherwise.
      expect(['image_invalid_type', 'validation_failed']).toContain(body.code);
      expect((await team())[0].profileImage).toBeNull();
    });

    it('keeps large photos out of the public list (it carries URLs, not bytes)', async () => {
      await update(dana.id, { profileImage: dataUrl('image/jpeg', await image('jpeg', 3000, 3000)) });
      const { text } = await t.http().get('/api/team-members');
      expect(text.length).toBeLessThan(2_000);
    });
  });

  it('answers 404 for a member that does not exist', async () => {
    const id = '5b9dc68d-881a-4a1b-81a1-b94f7e8dcb70';
    for (const call of [
      update(id, { name: 'X' }),
      move(id, 'up'),
      t.http().delete(`/api/team-members/${id}`).set('Authorization', t.admin),
    ]) {
      const { status, body } = await call;
      expect(status).toBe(404);
      expect(body.error).toBe('That team member no longer exists.');
      expect(body.code).toBe('team_member_not_found');
    }
  });

  it('keeps every change behind the admin login; reading stays public', async () => {
    const dana = await add('Dana Whitaker');
    const client = `Bearer ${t.sign({ sub: 'c', role: 'client', username: 'c' })}`;
    const calls = [
      () => t.http().post('/api/team-members').send(member('Intruder')),
      () => t.http().put(`/api/team-members/${dana.id}`).send({ name: 'Intruder' }),
      () => t.http().delete(`/api/team-members/${dana.id}`),
      () => t.http().post(`/api/team-members/${dana.id}/move`).send({ direction: 'down' }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set('Authorization', client)).status).toBe(403);
    }
    expect(await names()).toEqual(['Dana Whitaker']);
  });
});
