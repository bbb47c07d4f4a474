import type { SpanishTwinOf, Translation } from '@/config/translation';
import type * as English from './toast-copy';

/** The notification area's own words on the Spanish site (toast-copy.ts). */
export const toastCopy: Translation<typeof English.toastCopy> = {
  close: 'Cerrar notificación',
  area: (hotkey: string): string => `Notificaciones (${hotkey})`,
};

export type Twin = SpanishTwinOf<typeof import('./toast-copy.es'), typeof English>;
