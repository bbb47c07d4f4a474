// One Jest run for every workspace. `npm test` runs all projects; `npm run test:e2e` runs
// only the API e2e project (PGlite by default, the PostgreSQL server when DATABASE_URL is set).
const swcNode = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    },
    // Dynamic import() stays native, as the compiled server keeps it (module nodenext): the admin
    // page renderer imports the frontend's ES module bundle with it.
    module: { type: 'commonjs', ignoreDynamic: true },
  },
];
const contractsSource = {
  '^@trucking-finance/contracts$': '<rootDir>/contracts/src/index.ts',
  // Test data for every workspace; the package's main entry does not export it.
  '^@trucking-finance/contracts/testing$': '<rootDir>/contracts/src/testing/index.ts',
};

const backend = {
  transform: { '^.+\\.ts$': swcNode },
  moduleNameMapper: contractsSource,
  testEnvironment: 'node',
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'contracts',
      rootDir: __dirname,
      roots: ['<rootDir>/contracts/src'],
      transform: { '^.+\\.ts$': swcNode },
      testEnvironment: 'node',
    },
    {
      displayName: 'backend',
      rootDir: __dirname,
      // The fuzz suite's own parts are unit-tested here; the fuzz run itself is `npm run test:fuzz`.
      roots: ['<rootDir>/backend/src', '<rootDir>/backend/test/fuzz'],
      testMatch: ['**/*.spec.ts'],
      ...backend,
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      roots: ['<rootDir>/backend/test'],
      testMatch: ['**/*.e2e-spec.ts'],
      ...backend,
      globalSetup: '<rootDir>/backend/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/backend/test/support/global-teardown.ts',
      slowTestThreshold: 30,
    },
    '<rootDir>/frontend',
    '<rootDir>/frontend/jest.es.config.js',
    {
      // Repository-wide checks: links into docs/ name headings that exist.
      displayName: 'docs',
      rootDir: __dirname,
      roots: ['<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': swcNode },
      testEnvironment: 'node',
    },
  ],
  // Each API suite starts a database and the whole app; the first render of a page under jsdom is slow too.
  testTimeout: 30_000,
  // A worker per core. Jest's default (one fewer than the cores) is a single worker on a 2-core
  // machine, which then sits idle while an API suite waits on its timers, child processes and
  // sockets; the parent process itself does next to nothing. On 2 cores, `npm test`'s Jest took
  // 518 s with one worker and 305 s with two (docs/testing.md#how-long-the-tests-take).
  maxWorkers: '100%',
};
