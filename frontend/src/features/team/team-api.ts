import type { TeamMemberListResponse } from '@trucking-finance/contracts';
import { api } from '@/app/api';

/** The leadership team shown on About; admin mutations invalidate the 'TeamMember' tag. */
export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMemberListResponse, void>({
      query: () => 'team-members',
      providesTags: ['TeamMember'],
    }),
  }),
});

export const { useGetTeamMembersQuery } = teamApi;
