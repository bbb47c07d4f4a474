import { act, fireEvent, renderHook } from '@testing-library/react';
import { mockApi } from '@/testing/mock-api';
import { useApiOnDemand, type ApiCall } from './api-on-demand';
import { carrierLookupApi } from './carrier-lookup';

// The forms import their endpoints' module here; a test that imported it too would get another copy.
const loadCarrierLookup = () => Promise.resolve(carrierLookupApi);
const carrier = { dotNumber: '1234567', legalName: 'Wasatch Haulers LLC', mcNumber: '765432', powerUnits: 4 };

describe('useApiOnDemand (docs/architecture.md#api-on-demand)', () => {
  it('fetches the code ahead on the first focus on the page, and only then', async () => {
    const load = jest.fn(() => Promise.resolve('endpoints'));
    renderHook(() => useApiOnDemand(load));
    expect(load).not.toHaveBeenCalled();

    await act(async () => void fireEvent.focusIn(document.body));
    await act(async () => void fireEvent.focusIn(document.body));

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends through RTK Query with a store of its own: a repeat is answered from its cache, another form asks again', async () => {
    const api = mockApi({ 'GET /api/carriers/1234567': () => Response.json(carrier) });
    const find = (call: ApiCall<typeof carrierLookupApi>) =>
      call((lookup, dispatch) =>
        dispatch(lookup.endpoints.findCarrier.initiate('1234567', { subscribe: false })).unwrap(),
      );
    const form = renderHook(() => useApiOnDemand(loadCarrierLookup));

    expect(await act(() => find(form.result.current))).toEqual(carrier);
    expect(await act(() => find(form.result.current))).toEqual(carrier);
    expect(api.requestsTo('GET /api/carriers/1234567')).toHaveLength(1);

    const otherForm = renderHook(() => useApiOnDemand(loadCarrierLookup));
    await act(() => find(otherForm.result.current));
    expect(api.requestsTo('GET /api/carriers/1234567')).toHaveLength(2);
  });

  it('rejects as a request that never left when its code cannot be fetched, and loads it again on the next call', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('endpoints');
    const { result } = renderHook(() => useApiOnDemand(load));

    // What the lead forms' outbox keeps and sends later (lib/submission-outbox.ts isRetryable).
    await expect(result.current(async () => 'sent')).rejects.toEqual({
      status: 'FETCH_ERROR',
      error: 'TypeError: Failed to fetch dynamically imported module',
    });
    await expect(result.current(async (endpoints) => `${endpoints} sent`)).resolves.toBe('endpoints sent');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
