/**
 * The parts of FMCSA's QCMobile API answers the carrier lookup reads (docs/api.md#carrier-lookup):
 * `GET {url}/carriers/{dot}?webKey=` and `GET {url}/carriers/{dot}/docket-numbers?webKey=`.
 * Everything is optional: the lookup reads what is there and treats the rest as unknown.
 */
export interface QcCarrierAnswer {
  content?: {
    carrier?: {
      legalName?: string | null;
      dbaName?: string | null;
      phyCity?: string | null;
      phyState?: string | null;
      totalPowerUnits?: number | null;
      /** "Y" or "N". */
      allowedToOperate?: string | null;
    } | null;
  } | null;
}

export interface QcDocketAnswer {
  content?: { prefix?: string | null; docketNumber?: number | string | null }[] | null;
}
