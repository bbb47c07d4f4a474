import english from './jest.config.js';

/**
 * The Spanish site's component tests (`*.es.test.tsx`): the same app with every content and copy
 * module resolved to its Spanish twin, as `vite build --mode es` does (build/spanish-twins.cjs).
 * @type {import('jest').Config}
 */
export default {
  ...english,
  displayName: 'frontend-es',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.es.test.ts?(x)'],
  testPathIgnorePatterns: [],
  resolver: '<rootDir>/build/spanish-jest-resolver.cjs',
};
