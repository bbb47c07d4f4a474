import { isUtf8 } from 'node:buffer';

/**
 * Rules on the shape of a parsed request body or query, checked before any DTO sees it. Both
 * walks use an explicit stack, never recursion, and visit each value once: linear in the size of
 * the request, however it is nested.
 */

/** No form nests at all; a few levels leave room for any future payload, far below the stack's limit. */
export const MAX_BODY_DEPTH = 16;

/**
 * Keys that class-transformer drops without a word (they could reach an object's prototype), so
 * the whitelist never sees them. They are refused like any other unknown field.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const isContainer = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** True when arrays and objects nest deeper than `MAX_BODY_DEPTH` (a bare value is depth 0). */
export function isNestedTooDeeply(value: unknown, maxDepth = MAX_BODY_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (!isContainer(current)) continue;
    if (depth >= maxDepth) return true;
    for (const child of Object.values(current)) {
      if (isContainer(child)) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** The dotted paths of every `__proto__`, `constructor` or `prototype` key, at any depth. */
export function prototypeKeyPaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (!isContainer(current)) continue;
    for (const key of Object.keys(current)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (PROTOTYPE_KEYS.has(key)) found.push(keyPath);
      else stack.push([current[key], keyPath]);
    }
  }
  return found.sort();
}

/**
 * `verify` for the JSON parser: bytes that are not UTF-8 would be decoded to U+FFFD, changing what
 * was sent without a word. Refused instead (the parser reports it as `entity.verify.failed`).
 */
export function refuseInvalidUtf8(_req: unknown, _res: unknown, body: Buffer): void {
  if (!isUtf8(body)) throw new Error('The request body is not valid UTF-8.');
}
