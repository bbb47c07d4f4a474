import type {
  DeliveryStatus,
  NotificationDelivery,
  NotificationListResponse,
} from '@trucking-finance/contracts';
import { api } from '@/lib/api';

export interface DeliveryPageArgs {
  status: DeliveryStatus;
  page: number;
  pageSize: number;
}

/** The outbox's deliveries (owners only): a page of one status, and trying one again. */
export const notificationsApi = api.enhanceEndpoints({ addTagTypes: ['Notification'] }).injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationListResponse, DeliveryPageArgs>({
      query: ({ status, page, pageSize }) =>
        `notifications?${new URLSearchParams({ status, page: String(page), pageSize: String(pageSize) })}`,
      providesTags: ['Notification'],
    }),
    retryNotification: build.mutation<{ success: true; notification: NotificationDelivery }, string>({
      query: (id) => ({ url: `notifications/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Notification'],
    }),
  }),
});

export const { useGetNotificationsQuery, useRetryNotificationMutation } = notificationsApi;
