import { createTestDatabase } from './support/test-database';
import { startTestApp, TEST_ADMIN, type TestApp } from './support/test-app';

const INSTANCES = 5;

/**
 * Instances of a deployment start together (a rolling update, a scaled service) on one database,
 * possibly an empty one: each migrates and creates the ADMIN_USERNAME account at boot. All must
 * come up, and the schema and the account must exist once.
 */
describe('Several instances booting at once on one empty database', () => {
  it('all come up, with the schema migrated once and exactly one admin account', async () => {
    const database = await createTestDatabase();
    const boots = await Promise.allSettled(
      Array.from({ length: INSTANCES }, () => startTestApp({ database })),
    );
    const apps = boots.flatMap((boot) => (boot.status === 'fulfilled' ? [boot.value] : []));
    try {
      expect(boots.map((boot) => (boot.status === 'rejected' ? String(boot.reason) : 'up'))).toEqual(
        Array(INSTANCES).fill('up'),
      );
      const [first] = apps as TestApp[];
      const accounts = await first.dataSource.query(
        'SELECT count(*)::int AS n FROM admin_users WHERE lower(username) = lower($1)',
        [TEST_ADMIN.username],
      );
      expect(accounts).toEqual([{ n: 1 }]);
      const migrations = await first.dataSource.query('SELECT count(*)::int AS n FROM migrations');
      expect(migrations).toEqual([{ n: first.dataSource.migrations.length }]);
      for (const app of apps) {
        expect((await app.http().post('/api/auth/login').send(TEST_ADMIN)).status).toBe(200);
      }
    } finally {
      for (const app of apps) await app.close({ keepDatabase: true });
      await database.drop();
    }
  });
});
