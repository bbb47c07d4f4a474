import type { RuntimeConfig } from '@trucking-finance/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProvider } from '@/app/provider';
import { setupStore } from '@/app/store';
import { useRuntimeConfig } from './use-runtime-config';

const runtimeConfig: RuntimeConfig = {
  clientPortalUrl: 'https://portal.example.com/login',
  gaMeasurementId: null,
};

function renderUseRuntimeConfig() {
  const store = setupStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider store={store}>{children}</AppProvider>
  );
  return renderHook(() => useRuntimeConfig(), { wrapper });
}

describe('useRuntimeConfig', () => {
  it('reads the runtime settings from GET /api/config', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(runtimeConfig));

    const { result } = renderUseRuntimeConfig();

    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toEqual(runtimeConfig));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const request = fetchSpy.mock.calls[0]?.[0] as Request;
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/config');
  });

  it('stays undefined, without retrying, when the server fails', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ success: false, error: 'Service unavailable' }, { status: 503 }));

    const { result } = renderUseRuntimeConfig();

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeUndefined();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
