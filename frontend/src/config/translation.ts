/**
 * Fields that are not copy and keep the English module's exact type in the twin (icon names,
 * kinds, ids, routes, image files): a Spanish twin can only name what the English one may.
 * (content-parity checks at run time that they are the very same values.)
 */
type KeptKey = 'icon' | 'kind' | 'id' | 'to' | 'path' | 'href' | 'variant' | 'src' | 'category' | 'channel';

/**
 * The type of a Spanish twin: the English module's value with every string literal widened to
 * `string` (the English copy is written `as const`), every other type kept. A twin declared as
 * `Translation<typeof english>` must have every field, list entry and option the English has: a
 * missing Spanish string fails the type check (`npm test` and the build), never falls back to English.
 */
export type Translation<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Translation<R>
      : T extends readonly (infer U)[]
        ? readonly Translation<U>[]
        : T extends object
          ? { readonly [K in keyof T]: K extends KeptKey ? T[K] : Translation<T[K]> }
          : T;

/**
 * A compile-time check that a Spanish module translates every export of its English twin; it
 * emits no code. At the end of each twin:
 *   export type Twin = SpanishTwinOf<typeof import('./home'), typeof import('@/content/home')>;
 */
export type SpanishTwinOf<Spanish extends Translation<English>, English> = Spanish extends never
  ? never
  : true;
