import type * as English from './components-copy';
import type { SpanishTwinOf, Translation } from '@/config/translation';

export const starRatingCopy: Translation<typeof English.starRatingCopy> = {
  label: (rating: number, outOf: number) => `Calificación: ${rating} de ${outOf}`,
};

export const stepsListCopy: Translation<typeof English.stepsListCopy> = {
  stepNumber: (step: number) => `Paso ${step}`,
};

export type Twin = SpanishTwinOf<typeof import('./components-copy.es'), typeof English>;
