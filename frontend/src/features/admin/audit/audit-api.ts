import type { AuditLogResponse } from '@trucking-finance/contracts';
import { api } from '@/lib/api';

export interface AuditPageArgs {
  page: number;
  pageSize: number;
  action?: string;
  actor?: string;
}

/** The audit trail (owners only), newest first, a page at a time, filtered by action and account. */
export const auditApi = api.enhanceEndpoints({ addTagTypes: ['Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuditLog: build.query<AuditLogResponse, AuditPageArgs>({
      query: ({ page, pageSize, action, actor }) => {
        const query = new URLSearchParams({
          page: String(page),
          pageSize: String(pageSize),
          order: 'newest',
        });
        if (action) query.set('action', action);
        if (actor) query.set('actor', actor);
        return `audit?${query}`;
      },
      providesTags: ['Audit'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
