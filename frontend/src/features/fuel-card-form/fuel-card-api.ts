import type {
  FuelCardApplicationCreatedResponse,
  FuelCardApplicationPayload,
} from '@trucking-finance/contracts';
import { api } from '@/lib/api';
import { SUBMIT_TIMEOUT_MS } from '@/lib/submission-outbox';

/**
 * Sends a fuel card application (docs/api.md#fuel-card-applications) with its Idempotency-Key. The
 * form loads this module when it first needs it (lib/api-on-demand.ts).
 */
export const fuelCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitFuelCardApplication: build.mutation<
      FuelCardApplicationCreatedResponse,
      { application: FuelCardApplicationPayload; idempotencyKey: string }
    >({
      query: ({ application, idempotencyKey }) => ({
        url: 'fuel-card-applications',
        method: 'POST',
        body: application,
        headers: { 'Idempotency-Key': idempotencyKey },
        timeout: SUBMIT_TIMEOUT_MS,
      }),
    }),
  }),
});
