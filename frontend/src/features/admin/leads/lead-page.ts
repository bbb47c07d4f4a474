import type { LeadOrder } from '@trucking-finance/contracts';

/** Where a lead table is: its page, page size and date order (newest first by default); the server pages it. */
export interface LeadPageState {
  page: number;
  pageSize: number;
  order: LeadOrder;
}

export interface LeadPageArgs extends LeadPageState {
  /** Only this address's leads (the search), whatever its case. */
  email?: string;
}
