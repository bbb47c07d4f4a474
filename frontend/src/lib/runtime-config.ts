import { useSyncExternalStore } from 'react';
import type { RuntimeConfig } from '@trucking-finance/contracts';

/*
 * The public settings the server hands out at run time (GET /api/config), so one build serves
 * every environment. Fetched once per page load with plain fetch: the layout needs it on every
 * page, and content pages carry no Redux.
 */
let config: RuntimeConfig | undefined;
let request: Promise<RuntimeConfig | undefined> | undefined;
const listeners = new Set<() => void>();

async function fetchRuntimeConfig(): Promise<RuntimeConfig | undefined> {
  try {
    const response = await fetch('/api/config', { headers: { Accept: 'application/json' } });
    return response.ok ? ((await response.json()) as RuntimeConfig) : undefined;
  } catch {
    // Offline or the server is down: the page works with its built-in defaults.
    return undefined;
  }
}

/** Starts the one request (no retries, docs/architecture.md#where-state-lives) and resolves with its answer. */
export function loadRuntimeConfig(): Promise<RuntimeConfig | undefined> {
  request ??= fetchRuntimeConfig().then((answer) => {
    config = answer;
    listeners.forEach((notify) => notify());
    return answer;
  });
  return request;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  void loadRuntimeConfig();
  return () => listeners.delete(notify);
}

/** The runtime settings, or undefined until the server has answered (and during prerender). */
export function useRuntimeConfig(): RuntimeConfig | undefined {
  return useSyncExternalStore(
    subscribe,
    () => config,
    () => undefined,
  );
}

/** Forgets the fetched settings, so each test starts from a page that has not asked yet. */
export function resetRuntimeConfig(): void {
  config = undefined;
  request = undefined;
}
