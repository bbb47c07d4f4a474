import type {
  AdminLoginPayload,
  AdminLoginResponse,
  AuthMeResponse,
  DeletedResponse,
  FuelCardApplicationListResponse,
  LeadAssigneesResponse,
  LeadDetailResponse,
  LeadKind as ApiLeadKind,
  LeadNoteResponse,
  LeadStatsResponse,
  LeadUpdatePayload,
  QuoteListResponse,
} from '@trucking-finance/contracts';
import { api } from '@/lib/api';
import { leadFilterQuery } from './leads/lead-filters';
import type { LeadPageArgs } from './leads/lead-page';

/** Pages of a lead list stay cached a minute after their table leaves them. */
const LEAD_PAGE_CACHE_SECONDS = 60;

/** One page of a lead list (or of one address's leads), filtered, in the table's date order, from the server. */
const leadPageUrl = (resource: string, { email, page, pageSize, order, filters }: LeadPageArgs): string => {
  const base = email === undefined ? resource : `${resource}/email/${encodeURIComponent(email)}`;
  const query = { page: String(page), pageSize: String(pageSize), order, ...leadFilterQuery(filters) };
  return `${base}?${new URLSearchParams(query)}`;
};

/** Both kinds' lists and details carry their kind's tag, so a change to a lead refreshes what shows it. */
const tagOf = (kind: ApiLeadKind): 'Quote' | 'FuelCardApplication' =>
  kind === 'quotes' ? 'Quote' : 'FuelCardApplication';

export interface LeadRef {
  kind: ApiLeadKind;
  id: string;
}

const leadUrl = ({ kind, id }: LeadRef) => `${kind}/${encodeURIComponent(id)}`;

/** The admin's calls: login, who is signed in, the dashboard's numbers, lead lists, and working a lead. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginPayload>({
      query: (credentials) => ({ url: 'auth/login', method: 'POST', body: credentials }),
    }),
    getSignedInStaff: build.query<AuthMeResponse, void>({
      query: () => 'auth/me',
    }),
    getLeadStats: build.query<LeadStatsResponse, void>({
      query: () => 'leads/stats',
      providesTags: ['LeadStats'],
    }),
    getLeadAssignees: build.query<LeadAssigneesResponse, void>({
      query: () => 'leads/assignees',
    }),
    getQuotes: build.query<QuoteListResponse, LeadPageArgs>({
      query: (args) => leadPageUrl('quotes', args),
      providesTags: ['Quote'],
      keepUnusedDataFor: LEAD_PAGE_CACHE_SECONDS,
    }),
    getFuelCardApplications: build.query<FuelCardApplicationListResponse, LeadPageArgs>({
      query: (args) => leadPageUrl('fuel-card-applications', args),
      providesTags: ['FuelCardApplication'],
      keepUnusedDataFor: LEAD_PAGE_CACHE_SECONDS,
    }),
    getLead: build.query<LeadDetailResponse, LeadRef>({
      query: leadUrl,
      providesTags: (_result, _error, { kind, id }) => [{ type: tagOf(kind), id }],
      keepUnusedDataFor: LEAD_PAGE_CACHE_SECONDS,
    }),
    updateLead: build.mutation<LeadDetailResponse, LeadRef & { change: LeadUpdatePayload }>({
      query: ({ change, ...lead }) => ({ url: leadUrl(lead), method: 'PATCH', body: change }),
      // The lists (a row may leave a filtered view), the lead's drawer and the numbers all change.
      invalidatesTags: (_result, _error, { kind }) => [tagOf(kind), 'LeadStats'],
    }),
    addLeadNote: build.mutation<LeadNoteResponse, LeadRef & { text: string }>({
      query: ({ text, ...lead }) => ({ url: `${leadUrl(lead)}/notes`, method: 'POST', body: { text } }),
      invalidatesTags: (_result, _error, { kind, id }) => [{ type: tagOf(kind), id }],
    }),
    deleteQuote: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: `quotes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Quote', 'LeadStats'],
    }),
    deleteFuelCardApplication: build.mutation<DeletedResponse, string>({
      query: (id) => ({ url: `fuel-card-applications/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['FuelCardApplication', 'LeadStats'],
    }),
  }),
});

export const {
  useAdminLoginMutation,
  useGetSignedInStaffQuery,
  useGetLeadStatsQuery,
  useGetLeadAssigneesQuery,
  useGetQuotesQuery,
  useGetFuelCardApplicationsQuery,
  useGetLeadQuery,
  useUpdateLeadMutation,
  useAddLeadNoteMutation,
  useDeleteQuoteMutation,
  useDeleteFuelCardApplicationMutation,
} = adminApi;
