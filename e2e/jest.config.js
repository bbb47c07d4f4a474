// Browser tests: the built site and server (`npm run build` first), driven in the system Chromium.
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'browser',
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.browser.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2023', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
  },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 60_000,
};
