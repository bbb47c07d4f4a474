import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { siteLocale } from '@/config/site-locale-copy';
import { endAdminSession, readAdminToken } from '@/lib/admin-token';

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  // Admin requests carry the admin's bearer token while the session lasts; public ones ignore it.
  prepareHeaders: (headers) => {
    // The API words its error sentences in the page's language.
    headers.set('Accept-Language', siteLocale.code);
    const token = readAdminToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** A token the server refuses mid-session (expired, password changed) ends the session here too. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await fetchFromApi(args, api, extra);
  if (result.error?.status === 401 && result.meta?.request.headers.has('Authorization')) {
    endAdminSession('rejected');
  }
  return result;
};

/**
 * The one RTK Query slice; features add their endpoints with `api.injectEndpoints`.
 * Defaults follow docs/architecture.md#where-state-lives: no retries (RTK Query retries only when wrapped in `retry`),
 * no refetch on focus or reconnect, and cached data is kept for as long as the page lives.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: Infinity,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  tagTypes: ['TeamMember', 'Quote', 'FuelCardApplication', 'LeadStats'],
  endpoints: () => ({}),
});

/**
 * A store for the slice: one per mount of the store provider (About, the admin area: per page
 * load, prerendered page and test), and one per form for the public forms, created with their
 * first call (api-on-demand.ts).
 */
export function createApiStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type ApiStore = ReturnType<typeof createApiStore>;

/** Gives its subtree a store of its own for as long as it stays mounted. */
export function ApiStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createApiStore);
  return <Provider store={store}>{children}</Provider>;
}
