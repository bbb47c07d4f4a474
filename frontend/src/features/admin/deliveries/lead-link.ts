import { adminLeadPath, type LeadKind } from '@trucking-finance/contracts';

/** Where the admin opens one lead: the leads view with its drawer open (the one shared address). */
export const leadLink = (kind: LeadKind, id: string): string => adminLeadPath(kind, id);
