import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { configureStore, createAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import { API_STATE_ELEMENT_ID } from '@trucking-finance/contracts';
import { siteLocale } from '@/config/site-locale-copy';
import { endAdminSession, readAdminToken } from '@/lib/admin-token';
import { apiPathOf, isClientDataPath, signerOf } from '@/lib/api-bearer';
import { endClientSession, readClientToken } from '@/lib/client-session';

const bearerTokens = { admin: readAdminToken, client: readClientToken, none: () => null };

const fetchFromApi = fetchBaseQuery({
  baseUrl: '/api',
  // A call carries the bearer token of the session its route belongs to (lib/api-bearer.ts):
  // the client's on the portal's routes, the admin's elsewhere (public routes ignore it).
  prepareHeaders: (headers, { arg }) => {
    // The API words its error sentences in the page's language.
    headers.set('Accept-Language', siteLocale.code);
    const token = bearerTokens[signerOf(apiPathOf(arg))]();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * Where a store rendering on the server (docs/architecture.md#admin-first-paint) sends its calls:
 * the server's own API, with the admin's token from the page request's cookie.
 */
export interface ServerApi {
  origin: string;
  token: string;
}

const fetchFromServerApi = ({ origin, token }: ServerApi) =>
  fetchBaseQuery({
    baseUrl: `${origin}/api`,
    prepareHeaders: (headers) => {
      headers.set('Accept-Language', siteLocale.code);
      headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

/**
 * A token the server refuses mid-session (expired, password changed, user removed) ends that
 * session here too: the admin's on a staff route, the client's on a portal route.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const server = (api.extra as { server?: ServerApi } | undefined)?.server;
  if (server) return fetchFromServerApi(server)(args, api, extra);
  const result = await fetchFromApi(args, api, extra);
  if (result.error?.status === 401) {
    const path = apiPathOf(args);
    if (isClientDataPath(path)) endClientSession('rejected');
    else if (signerOf(path) === 'admin' && result.meta?.request.headers.has('Authorization')) {
      endAdminSession('rejected');
    }
  }
  return result;
};

/** Hands the browser's store what the server's store fetched for the page it rendered. */
const serverState = createAction<Record<string, unknown>>('api/serverState');

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
  // RTK Query's documented way in for data fetched elsewhere (here: by the server's render).
  extractRehydrationInfo: (action, { reducerPath }) =>
    serverState.match(action) ? (action.payload[reducerPath] as never) : undefined,
});

/**
 * A store for the slice: one per mount of the store provider (About, the admin area: per page
 * load, prerendered page and test), and one per form for the public forms, created with their
 * first call (api-on-demand.ts). On the server, `server` sends its calls to the API itself;
 * in the browser, `preloaded` is what the server's store had fetched for the page.
 */
export function createApiStore({
  server,
  preloaded,
}: { server?: ServerApi; preloaded?: Record<string, unknown> } = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: { server } } }).concat(api.middleware),
  });
  if (preloaded) store.dispatch(serverState(preloaded));
  return store;
}

export type ApiStore = ReturnType<typeof createApiStore>;

/** The page's JSON block as read (undefined: none, or no longer to be used); null until read. */
let pageServerState: Record<string, unknown> | undefined | null = null;

/**
 * What the store on the server fetched, as the page's JSON block says it. The same for every render
 * until a store provider mounts with it (`forgetServerState`): a render the hydration throws away
 * (a part of the page still loading) and starts again must start from the same data.
 */
function serverStateOfPage(): Record<string, unknown> | undefined {
  if (pageServerState === null) {
    const block = typeof document === 'undefined' ? null : document.getElementById(API_STATE_ELEMENT_ID);
    block?.remove();
    try {
      const state: unknown = block && JSON.parse(block.textContent ?? '');
      pageServerState = state && typeof state === 'object' ? (state as Record<string, unknown>) : undefined;
    } catch {
      pageServerState = undefined;
    }
  }
  return pageServerState;
}

/** Once mounted, the page's data is the store's: a later store (after visiting other pages) asks again. */
const forgetServerState = () => {
  pageServerState = undefined;
};

/** The store a page rendered on the server was rendered with (entry-server.tsx provides it). */
const ServerStoreContext = createContext<ApiStore | undefined>(undefined);
export const ServerStoreProvider = ServerStoreContext.Provider;

/**
 * True while rendering a page the server rendered with the admin's data: on the server, and in the
 * browser for the store that took that data over, so the hydration renders what the server did.
 */
const ServerRenderedContext = createContext(false);
export const useServerRendered = () => useContext(ServerRenderedContext);

/** Gives its subtree a store of its own for as long as it stays mounted. */
export function ApiStoreProvider({ children }: { children: ReactNode }) {
  const serverStore = useContext(ServerStoreContext);
  const [{ store, serverRendered }] = useState(() => {
    if (serverStore) return { store: serverStore, serverRendered: true };
    const preloaded = serverStateOfPage();
    return { store: createApiStore({ preloaded }), serverRendered: preloaded !== undefined };
  });
  useEffect(forgetServerState, []);
  return (
    <Provider store={store}>
      <ServerRenderedContext.Provider value={serverRendered}>{children}</ServerRenderedContext.Provider>
    </Provider>
  );
}
