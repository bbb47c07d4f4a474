import type { RuntimeConfig } from '@trucking-finance/contracts';
import { useGetRuntimeConfigQuery } from './runtime-config-api';

/** The public runtime settings, or undefined until `GET /api/config` has answered. */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  return useGetRuntimeConfigQuery().data;
}
