import type { LeadOrder } from '@trucking-finance/contracts';

/** The dashboard's tables sort by submission date, newest first by default; the server pages them. */
export type SubmittedOrder = LeadOrder;

export interface LeadPageArgs {
  page: number;
  pageSize: number;
  order: SubmittedOrder;
  /** Only this address's leads (the search), whatever its case. */
  email?: string;
}
