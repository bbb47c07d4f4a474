import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { SESSION_DURATION_MS } from '@trucking-finance/contracts';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config/configuration';
import { recordFactories, type RecordFactories } from '../factories/records';
import { createTestDatabase, type TestDatabase } from './test-database';

export const TEST_ADMIN = { username: 'ops-admin', password: 'correct horse battery staple' };
const TEST_JWT_SECRET = 'e2e-signing-secret-long-enough-for-hs256-0123456789';

/** The environment every suite starts from; limits are high so only the rate-limit suite meets them. */
export const testEnv: Record<string, string> = {
  NODE_ENV: 'test',
  DATA_DIR: 'memory://',
  JWT_SECRET: TEST_JWT_SECRET,
  ADMIN_USERNAME: TEST_ADMIN.username,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  EXTERNAL_LOGIN_ALLOWED_HOSTS: '127.0.0.1',
  RATE_LIMIT_FORMS_PER_MINUTE: '10000',
  RATE_LIMIT_LOGIN_FAILURES_PER_MINUTE: '10000',
};

export interface TestAppOptions {
  /** Variables on top of `testEnv`. */
  env?: Record<string, string>;
  /** Changes to the loaded configuration (things no variable sets, e.g. the site directory). */
  configure?: (config: AppConfig) => void;
  /** Reuse a database (to restart the app on the same data); by default each app gets a fresh one. */
  database?: TestDatabase;
  /** Connect through this URL instead of the database's own (a proxy in front of it). */
  databaseUrl?: string;
}

/** The app under test, with `newQuote()`, `newTeamMember()`… to put rows in its database. */
export interface TestApp extends RecordFactories {
  app: NestExpressApplication;
  /** The HTTP server (site first, then the API), not listening: supertest opens a port per request. */
  server: Server;
  config: AppConfig;
  database: TestDatabase;
  /** supertest bound to the app's HTTP server. */
  http: () => ReturnType<typeof request>;
  dataSource: DataSource;
  /** A signed admin token from a real login. */
  adminToken(): Promise<string>;
  /**
   * Signs any payload with the app's secret (for expired, client and forged tokens). Like every
   * token the server issues, it gets its role as audience (`aud`), an id (`jti`) and a 24-hour
   * expiry unless the payload names them, or `issuedClaims: false` leaves all three out.
   */
  sign(payload: Record<string, unknown>, options?: { expiresIn?: number; issuedClaims?: boolean }): string;
  /** Closes the app; drops the database unless `keepDatabase`. */
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({ ...testEnv, ...options.env });
  options.configure?.(config);
  const { app, server } = await createApp(config, options.databaseUrl ?? database.url);
  const jwt = new JwtService({ secret: config.auth.jwtSecret });
  let token: string | undefined;

  return {
    ...recordFactories(app),
    app,
    server,
    config,
    database,
    http: () => request(server),
    dataSource: app.get(DataSource),
    async adminToken() {
      if (!token) {
        const response = await request(server).post('/api/auth/login').send(TEST_ADMIN).expect(200);
        token = response.body.token as string;
      }
      return token;
    },
    sign: (payload, { issuedClaims = true, ...signOptions } = {}) =>
      issuedClaims
        ? jwt.sign(
            { aud: payload.role, jti: randomUUID(), ...payload },
            'exp' in payload ? signOptions : { expiresIn: SESSION_DURATION_MS / 1000, ...signOptions },
          )
        : jwt.sign(payload, signOptions),
    async close({ keepDatabase = false } = {}) {
      if (server.listening) await new Promise((closed) => server.close(closed));
      await app.close();
      if (!keepDatabase) await database.drop();
    },
  };
}

/**
 * The usual suite setup: starts an app before the suite's tests with the test admin logged in
 * (`admin` is the Authorization header), and closes it after them.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp & { admin: string } {
  const suite = {} as TestApp & { admin: string };
  beforeAll(async () => {
    Object.assign(suite, await startTestApp(options));
    suite.admin = `Bearer ${await suite.adminToken()}`;
  });
  afterAll(() => suite.close?.());
  return suite;
}
