import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { takeTypedBeforeHydration } from '@/lib/typed-before-hydration';

/**
 * Puts back what a visitor typed into the prerendered form before its script ran
 * (lib/typed-before-hydration.ts), in a form that keeps no draft (the status lookup, the external
 * login); the lead forms do it with their draft (use-session-draft.ts). An effect, so the first
 * render matches the prerendered HTML. Only text fields and choices are kept, never a password.
 */
export function useTypedBeforeHydration<V extends FieldValues>({
  getValues,
  setValue,
}: UseFormReturn<V>): void {
  useEffect(() => {
    for (const [name, value] of Object.entries(takeTypedBeforeHydration())) {
      if (typeof getValues(name as Path<V>) === 'string') {
        setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
      }
    }
  }, [getValues, setValue]);
}
