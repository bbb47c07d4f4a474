import { useCallback, useEffect, useRef } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiStore } from './api';

let storeFactory: Promise<() => ApiStore> | undefined;

/** Loads Redux Toolkit and RTK Query once; a failed load (offline) is tried again next time. */
function loadStoreFactory(): Promise<() => ApiStore> {
  storeFactory ??= import('./api').then(
    (module) => module.createApiStore,
    (error: unknown) => {
      storeFactory = undefined;
      throw error;
    },
  );
  return storeFactory;
}

/** Runs a request with the loaded endpoint module and the form's store, as RTK Query would from a hook. */
export type ApiCall<Endpoints> = <Result>(
  request: (endpoints: Endpoints, dispatch: ApiStore['dispatch']) => Promise<Result>,
) => Promise<Result>;

/**
 * RTK Query for a page that does not need it to render (the public forms, docs/architecture.md#api-on-demand):
 * `load` imports the module that injects the form's endpoints and answers them. That module, Redux Toolkit and
 * RTK Query are fetched on the first focus on the page (a visitor fills the form in before
 * sending it), or at the first call, so no form page's first load carries them. The store is the
 * form's own, created with its first call, so a lookup is cached for as long as the form lives.
 *
 * A call rejects as RTK Query does (`{ status, data }`). When the code cannot be fetched (the
 * connection dropped before the first focus), it rejects as a request that never left does
 * (`FETCH_ERROR`), so a lead goes to the outbox (submission-outbox.ts), which sends with `fetch`.
 */
export function useApiOnDemand<Endpoints>(load: () => Promise<Endpoints>): ApiCall<Endpoints> {
  const store = useRef<ApiStore | null>(null);

  useEffect(() => {
    const fetchAhead = () => void Promise.all([loadStoreFactory(), load()]).catch(() => {});
    document.addEventListener('focusin', fetchAhead, { once: true });
    return () => document.removeEventListener('focusin', fetchAhead);
  }, [load]);

  return useCallback(
    async (request) => {
      let endpoints: Endpoints;
      try {
        const [createApiStore, loaded] = await Promise.all([loadStoreFactory(), load()]);
        store.current ??= createApiStore();
        endpoints = loaded;
      } catch (error) {
        const neverSent: FetchBaseQueryError = { status: 'FETCH_ERROR', error: String(error) };
        throw neverSent;
      }
      return request(endpoints, store.current.dispatch);
    },
    [load],
  );
}
