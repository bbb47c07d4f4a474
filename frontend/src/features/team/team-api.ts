import type {
  DeletedResponse,
  MoveDirection,
  TeamMemberCreatePayload,
  TeamMemberListResponse,
  TeamMemberResponse,
  TeamMemberUpdatePayload,
} from '@trucking-finance/contracts';
import { api } from '@/lib/api';

/**
 * The leadership team shown on About, and the admin's changes to it. Every change invalidates the
 * 'TeamMember' tag, so About shows it at once.
 */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMemberListResponse, void>({
      query: () => 'team-members',
      providesTags: ['TeamMember'],
    }),
    addTeamMember: build.mutation<TeamMemberResponse, TeamMemberCreatePayload>({
      query: (member) => ({ url: 'team-members', method: 'POST', body: member }),
      invalidatesTags: ['TeamMember'],
    }),
    /** Some fields and/or the photo (a data URL; the server re-encodes it and answers with its URL). */
    updateTeamMember: build.mutation<TeamMemberResponse, { id: string; changes: TeamMemberUpdatePayload }>({
      query: ({ id, changes }) => ({
        url: `team-members/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: changes,
      }),
      invalidatesTags: ['TeamMember'],
    }),
    removeTeamMember: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: `team-members/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['TeamMember'],
    }),
    moveTeamMember: build.mutation<TeamMemberListResponse, { id: string; direction: MoveDirection }>({
      query: ({ id, direction }) => ({
        url: `team-members/${encodeURIComponent(id)}/move`,
        method: 'POST',
        body: { direction },
      }),
      invalidatesTags: ['TeamMember'],
    }),
  }),
});

export const {
  useGetTeamMembersQuery,
  useAddTeamMemberMutation,
  useUpdateTeamMemberMutation,
  useRemoveTeamMemberMutation,
  useMoveTeamMemberMutation,
} = teamApi;
