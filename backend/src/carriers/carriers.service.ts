import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { CarrierLookupResponse } from '@trucking-finance/contracts';
import { ApiException } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/configuration';
import type { QcCarrierAnswer, QcDocketAnswer } from './qcmobile';

type Carrier = Omit<CarrierLookupResponse, 'success'>;

const DAY_MS = 24 * 60 * 60 * 1_000;
const CACHED_CARRIERS = 5_000;

/** A failure of FMCSA itself (down, slow, unreadable): the visitor fills the fields in by hand. */
class FmcsaUnavailable extends Error {}

const text = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null);

/**
 * "Find my company" (docs/api.md#carrier-lookup): a carrier by DOT number from FMCSA's QCMobile API,
 * called from the server only (the web key stays here), within 5 s, each answer kept 24 hours.
 */
@Injectable()
export class CarriersService {
  private readonly logger = new Logger(CarriersService.name);
  /** Found carriers and unknown numbers (null) alike, so a retyped number costs FMCSA nothing. */
  private readonly cache = new LRUCache<string, Carrier | 'unknown'>({ max: CACHED_CARRIERS, ttl: DAY_MS });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get enabled(): boolean {
    return this.config.fmcsa !== null;
  }

  async lookup(dotNumber: string): Promise<Carrier> {
    const fmcsa = this.config.fmcsa;
    if (!fmcsa) throw new ApiException('carrier_lookup_off');

    let carrier = this.cache.get(dotNumber);
    if (carrier === undefined) {
      try {
        carrier = await this.fetchCarrier(fmcsa, dotNumber);
      } catch (error) {
        // The URL holds the web key: log only what went wrong, never the request.
        this.logger.warn(`FMCSA lookup failed: ${error instanceof Error ? error.message : 'unknown error'}`);
        throw new ApiException('carrier_lookup_unavailable');
      }
      this.cache.set(dotNumber, carrier);
    }
    if (carrier === 'unknown') throw new ApiException('carrier_not_found');
    return carrier;
  }

  private async fetchCarrier(
    fmcsa: NonNullable<AppConfig['fmcsa']>,
    dotNumber: string,
  ): Promise<Carrier | 'unknown'> {
    // One deadline for both calls, run side by side.
    const signal = AbortSignal.timeout(fmcsa.timeoutMs);
    const get = async <T>(path: string): Promise<T | 'unknown'> => {
      const url = `${fmcsa.apiUrl}${path}?webKey=${encodeURIComponent(fmcsa.webKey)}`;
      let response: Response;
      try {
        response = await fetch(url, { headers: { Accept: 'application/json' }, signal });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new FmcsaUnavailable(timedOut ? 'no answer within the timeout' : 'unreachable');
      }
      if (response.status === 404) return 'unknown';
      if (!response.ok) throw new FmcsaUnavailable(`HTTP ${response.status}`);
      try {
        return (await response.json()) as T;
      } catch {
        throw new FmcsaUnavailable('unreadable answer');
      }
    };

    const [carrierAnswer, docketAnswer] = await Promise.all([
      get<QcCarrierAnswer>(`/carriers/${dotNumber}`),
      // The MC number is a bonus: without it the carrier is still worth showing.
      get<QcDocketAnswer>(`/carriers/${dotNumber}/docket-numbers`).catch(() => 'unknown' as const),
    ]);
    const found = carrierAnswer === 'unknown' ? null : carrierAnswer?.content?.carrier;
    const legalName = text(found?.legalName);
    if (!found || !legalName) return 'unknown';

    const mc =
      docketAnswer === 'unknown'
        ? undefined
        : (docketAnswer?.content ?? []).find((docket) => docket.prefix?.trim().toUpperCase() === 'MC');
    const docketNumber = String(mc?.docketNumber ?? '').trim();
    const powerUnits = found.totalPowerUnits;
    return {
      legalName,
      dbaName: text(found.dbaName),
      mcNumber: docketNumber ? `MC-${docketNumber}` : null,
      city: text(found.phyCity),
      state: text(found.phyState),
      powerUnits:
        typeof powerUnits === 'number' && Number.isInteger(powerUnits) && powerUnits >= 0 ? powerUnits : null,
      allowedToOperate: found.allowedToOperate?.trim().toUpperCase() === 'Y',
    };
  }
}
