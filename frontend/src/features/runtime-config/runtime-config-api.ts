import type { RuntimeConfig } from '@trucking-finance/contracts';
import { api } from '@/app/api';

// The server hands out the public settings at runtime so one build serves every environment.
const runtimeConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRuntimeConfig: build.query<RuntimeConfig, void>({
      query: () => 'config',
    }),
  }),
});

export const { useGetRuntimeConfigQuery } = runtimeConfigApi;
