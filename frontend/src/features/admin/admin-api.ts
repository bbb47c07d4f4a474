import type {
  AdminLoginPayload,
  AdminLoginResponse,
  DeletedResponse,
  FuelCardApplicationListResponse,
  LeadStatsResponse,
  QuoteListResponse,
} from '@trucking-finance/contracts';
import { api } from '@/lib/api';
import type { LeadPageArgs } from './leads/lead-page';

/** Pages of a lead list stay cached a minute after their table leaves them. */
const LEAD_PAGE_CACHE_SECONDS = 60;

/** One page of a lead list (or of one address's leads), in the table's date order, from the server. */
const leadPageUrl = (resource: string, { email, page, pageSize, order }: LeadPageArgs): string => {
  const base = email === undefined ? resource : `${resource}/email/${encodeURIComponent(email)}`;
  return `${base}?${new URLSearchParams({ page: String(page), pageSize: String(pageSize), order })}`;
};

/** The admin's calls: login, the dashboard's numbers and lead lists, and deleting a lead. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminLogin: build.mutation<AdminLoginResponse, AdminLoginPayload>({
      query: (credentials) => ({ url: 'auth/login', method: 'POST', body: credentials }),
    }),
    getLeadStats: build.query<LeadStatsResponse, void>({
      query: () => 'leads/stats',
      providesTags: ['LeadStats'],
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
  useGetLeadStatsQuery,
  useGetQuotesQuery,
  useGetFuelCardApplicationsQuery,
  useDeleteQuoteMutation,
  useDeleteFuelCardApplicationMutation,
} = adminApi;
