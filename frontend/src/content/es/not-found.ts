import { paths } from '@/config/paths';
import type * as English from '@/content/not-found';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export const notFoundCopy: Translation<typeof English.notFoundCopy> = {
  code: '404',
  title: 'Página no encontrada',
  developerHint: '¿Se le olvidó agregar la página al enrutador?',
  homeLink: { label: 'Volver al inicio', to: paths.home },
};

export type Twin = SpanishTwinOf<typeof import('./not-found'), typeof English>;
