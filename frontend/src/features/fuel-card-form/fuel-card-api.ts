import type {
  FuelCardApplicationCreatedResponse,
  FuelCardApplicationPayload,
} from '@trucking-finance/contracts';
import { api } from '@/app/api';

/** Sends a fuel card application (spec §7); a new one changes the admin's lists and counts. */
export const fuelCardApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitFuelCardApplication: build.mutation<FuelCardApplicationCreatedResponse, FuelCardApplicationPayload>(
      {
        query: (application) => ({ url: 'fuel-card-applications', method: 'POST', body: application }),
        invalidatesTags: ['FuelCardApplication', 'LeadStats'],
      },
    ),
  }),
});

export const { useSubmitFuelCardApplicationMutation } = fuelCardApi;
