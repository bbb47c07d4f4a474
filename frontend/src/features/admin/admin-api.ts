import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  AdminLoginPayload,
  AdminLoginResponse,
  DeletedResponse,
  FuelCardApplicationListResponse,
  LeadStatsResponse,
  QuoteListResponse,
} from '@trucking-finance/contracts';
import { api } from '@/app/api';
import { oldestFirstWindow, type LeadPageArgs } from './leads/lead-page';

type ListResponse = QuoteListResponse | FuelCardApplicationListResponse;
type Fetch = (
  url: string,
) =>
  | PromiseLike<{ data?: unknown; error?: FetchBaseQueryError }>
  | { data?: unknown; error?: FetchBaseQueryError };

/** Pages of a lead list stay cached a minute after their table leaves them. */
const LEAD_PAGE_CACHE_SECONDS = 60;

const pageUrl = (resource: string, { email }: LeadPageArgs, page: number, pageSize: number) => {
  const base = email === undefined ? resource : `${resource}/email/${encodeURIComponent(email)}`;
  return `${base}?page=${page}&pageSize=${pageSize}`;
};

/**
 * One page of a lead list (`key` names its rows in the answer), newest or oldest first (see
 * lead-page.ts), read a page at a time from the API.
 */
async function fetchLeadPage<R extends ListResponse>(
  fetchFromApi: Fetch,
  resource: string,
  key: 'quotes' | 'applications',
  args: LeadPageArgs,
): Promise<{ data: R } | { error: FetchBaseQueryError }> {
  const { page, pageSize } = args;
  const read = async (number: number, size: number): Promise<R> => {
    const result = await fetchFromApi(pageUrl(resource, args, number, size));
    if (result.error) throw result.error;
    return result.data as R;
  };
  try {
    if (args.order === 'newest') return { data: await read(page, pageSize) };
    const { total } = await read(1, 1);
    const window = oldestFirstWindow(total, page, pageSize);
    const newestFirst = await Promise.all(window.pages.map((number) => read(number, pageSize)));
    const rows = newestFirst
      .flatMap((answer) => (answer as unknown as Record<string, unknown[]>)[key])
      .slice(window.start, window.end)
      .reverse();
    return { data: { success: true, [key]: rows, page, pageSize, total } as unknown as R };
  } catch (error) {
    return { error: error as FetchBaseQueryError };
  }
}

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
      queryFn: (args, _api, _extra, fetchFromApi) =>
        fetchLeadPage<QuoteListResponse>(fetchFromApi, 'quotes', 'quotes', args),
      providesTags: ['Quote'],
      keepUnusedDataFor: LEAD_PAGE_CACHE_SECONDS,
    }),
    getFuelCardApplications: build.query<FuelCardApplicationListResponse, LeadPageArgs>({
      queryFn: (args, _api, _extra, fetchFromApi) =>
        fetchLeadPage<FuelCardApplicationListResponse>(
          fetchFromApi,
          'fuel-card-applications',
          'applications',
          args,
        ),
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
