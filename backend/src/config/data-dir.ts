/**
 * `DATA_DIR` for an embedded database that lives in memory only (tests). A module of its own so
 * the e2e global setup can read it without loading the settings, which need `contracts` built.
 */
export const IN_MEMORY_DATA_DIR = 'memory://';
