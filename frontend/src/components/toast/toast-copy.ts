/** The notification area's own words (docs/product.md#toasts). A copy module: the Spanish site reads toast-copy.es.ts. */
export const toastCopy = {
  /** The accessible name of a toast's close button. */
  close: 'Close notification',
  /** The area's name, with the key that focuses it: "Notifications (F8)". */
  area: (hotkey: string): string => `Notifications (${hotkey})`,
} as const;
