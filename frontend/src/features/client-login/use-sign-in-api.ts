import { useApiOnDemand } from '@/lib/api-on-demand';

const loadClientAuthApi = () => import('./client-auth-api').then((module) => module.clientAuthApi);

/**
 * The sign-in calls, with RTK Query fetched on the first focus on the page or at the first call
 * (docs/architecture.md#api-on-demand): the login page's first load carries none of it.
 */
export const useSignInApi = () => useApiOnDemand(loadClientAuthApi);
