const swcTypeScriptReact = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
export default {
  displayName: 'frontend',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testEnvironment: '<rootDir>/src/testing/jsdom-environment.cjs',
  // The Spanish component tests run in their own project (jest.es.config.js).
  testPathIgnorePatterns: ['/node_modules/', '\\.es\\.test\\.tsx?$'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  transform: { '^.+\\.tsx?$': swcTypeScriptReact },
  // First match wins: stylesheets before the `@/` alias, which also matches `@/app/global.css`.
  moduleNameMapper: {
    '\\.css$': '<rootDir>/src/testing/style-stub.cjs',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@trucking-finance/contracts$': '<rootDir>/../contracts/src/index.ts',
    '^@trucking-finance/contracts/testing$': '<rootDir>/../contracts/src/testing/index.ts',
  },
  restoreMocks: true,
};
