import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query slice; features add their endpoints with `api.injectEndpoints`.
 * Defaults follow spec §9: no retries (RTK Query retries only when wrapped in `retry`),
 * no refetch on focus or reconnect, and cached data is kept for as long as the page lives.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: ['TeamMember', 'Quote', 'FuelCardApplication', 'LeadStats'],
  endpoints: () => ({}),
});
