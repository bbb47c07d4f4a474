import type {
  DeletedResponse,
  StaffCreatePayload,
  StaffListResponse,
  StaffMemberResponse,
  StaffUpdatePayload,
} from '@trucking-finance/contracts';
import { api } from '@/lib/api';

/** Staff accounts (owners only): every change refetches the list. */
export const staffApi = api.enhanceEndpoints({ addTagTypes: ['Staff'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<StaffListResponse, void>({
      query: () => 'staff',
      providesTags: ['Staff'],
    }),
    addStaffMember: build.mutation<StaffMemberResponse, StaffCreatePayload>({
      query: (member) => ({ url: 'staff', method: 'POST', body: member }),
      invalidatesTags: ['Staff'],
    }),
    updateStaffMember: build.mutation<StaffMemberResponse, { id: string; changes: StaffUpdatePayload }>({
      query: ({ id, changes }) => ({
        url: `staff/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: changes,
      }),
      invalidatesTags: ['Staff'],
    }),
    removeStaffMember: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: `staff/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
  }),
});

export const {
  useGetStaffQuery,
  useAddStaffMemberMutation,
  useUpdateStaffMemberMutation,
  useRemoveStaffMemberMutation,
} = staffApi;
