import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { localizedPath } from '@/config/locales';
import { siteLocale } from '@/config/site-locale-copy';
import { startAnalytics, trackPageView } from '@/lib/analytics';
import { useRuntimeConfig } from '@/lib/runtime-config';

/** Starts Google Analytics when configured and sends a page view with the path on every route change. */
export function useAnalytics(): void {
  const measurementId = useRuntimeConfig()?.gaMeasurementId;
  const { pathname } = useLocation();

  useEffect(() => {
    if (startAnalytics(measurementId))
      trackPageView(localizedPath(pathname, siteLocale.code), siteLocale.code);
  }, [measurementId, pathname]);
}
