import type { TeamMember, TeamMemberCreatePayload } from '../payloads';

const DEFAULT_NAME = 'Dana Whitaker';

/** What the admin sends to add a member; the bio names the member. */
export const teamMemberPayload = (
  overrides: Partial<TeamMemberCreatePayload> = {},
): Required<TeamMemberCreatePayload> => {
  const name = overrides.name ?? DEFAULT_NAME;
  return {
    name,
    role: 'Vice President, Client Success',
    experience: '14 years in freight finance',
    bio: `${name} spent a decade running dispatch for a 40-truck reefer fleet before joining us.`,
    ...overrides,
  };
};

/** A member as the team API lists it: first in the order, without a photo unless given. */
export const storedTeamMember = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: '00000000-0000-4000-8000-000000000001',
  ...teamMemberPayload({ name: overrides.name ?? DEFAULT_NAME }),
  profileImage: null,
  position: 1,
  ...overrides,
});
