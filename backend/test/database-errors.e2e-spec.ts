import type { QueryRunner } from 'typeorm';
import { databaseRejection, isDatabaseUnavailable } from '../src/common/database-errors';
import { useTestApp } from './support/test-app';

/**
 * The net under the DTOs: a value PostgreSQL refuses (SQLSTATE class 22, data exception) or an
 * integrity rule it enforces (class 23) is the request's fault, so the API answers 4xx with a code.
 * The errors here are real ones, raised by the database the suite runs on.
 */
describe('Database refusals caused by the data', () => {
  const t = useTestApp();
  let runner: QueryRunner;

  beforeAll(async () => {
    // One connection, so the temporary table is there for every query.
    runner = t.dataSource.createQueryRunner();
    await runner.query(
      `CREATE TEMP TABLE refusals (
        id integer PRIMARY KEY,
        code varchar(4),
        amount integer CHECK (amount >= 0),
        label text NOT NULL DEFAULT 'x'
      )`,
    );
    await runner.query(`INSERT INTO refusals (id) VALUES (1)`);
  });
  afterAll(() => runner.release());

  const refusalOf = async (sql: string, parameters: unknown[] = []) => {
    const error = await runner.query(sql, parameters).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).not.toBeNull();
    return {
      sqlState: (error as { driverError: { code: string } }).driverError.code,
      rejection: databaseRejection(error),
    };
  };

  it.each<[string, string, string, unknown[], number, string]>([
    ['a NUL in text', '22021', `SELECT $1::text`, ['a\u0000b'], 400, 'invalid_characters'],
    [
      'text longer than its column',
      '22001',
      `INSERT INTO refusals (id, code) VALUES (2, $1)`,
      ['TOO-LONG'],
      400,
      'value_too_long',
    ],
    [
      'a number too large for integer',
      '22003',
      `INSERT INTO refusals (id) VALUES ($1)`,
      ['99999999999'],
      400,
      'value_out_of_range',
    ],
    [
      'text that is not a number',
      '22P02',
      `INSERT INTO refusals (id) VALUES ($1)`,
      ['twelve'],
      400,
      'invalid_value',
    ],
    ['a date that does not exist', '22008', `SELECT $1::date`, ['2026-02-30'], 400, 'value_out_of_range'],
    ['a division by zero', '22012', `SELECT 1 / $1::integer`, [0], 400, 'invalid_value'],
    ['a duplicate key', '23505', `INSERT INTO refusals (id) VALUES (1)`, [], 409, 'conflict'],
    ['a broken check', '23514', `INSERT INTO refusals (id, amount) VALUES (3, -1)`, [], 400, 'invalid_value'],
    [
      'a missing required value',
      '23502',
      `INSERT INTO refusals (id, label) VALUES (4, NULL)`,
      [],
      400,
      'invalid_value',
    ],
    [
      'a reference to nothing',
      '23503',
      `INSERT INTO team_member_photos (member_id, image) VALUES (gen_random_uuid(), '\\x00')`,
      [],
      409,
      'constraint_violation',
    ],
  ])(
    'answers %s (SQLSTATE %s) with a 4xx and a code',
    async (_label, sqlState, sql, parameters, status, code) => {
      const refusal = await refusalOf(sql, parameters);
      expect(refusal).toEqual({ sqlState, rejection: { status, code } });
    },
  );

  it('leaves errors that are ours (a syntax error) to the 500 path', async () => {
    const refusal = await refusalOf(`SELEC 1`);
    expect(refusal).toEqual({ sqlState: '42601', rejection: null });
  });
});

describe('Database errors caused by a lost connection', () => {
  const t = useTestApp();

  it.each([
    [
      'its query runner',
      'QueryRunnerAlreadyReleasedError',
      (runner: QueryRunner) => runner.query('SELECT 1'),
    ],
    [
      'its entity manager',
      'QueryRunnerProviderAlreadyReleasedError',
      (runner: QueryRunner) => runner.manager.query('SELECT 1'),
    ],
  ])(
    'counts a query through %s after TypeORM released the failed connection as unavailable (%s)',
    async (_through, name, query) => {
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      await runner.release(); // what TypeORM does when the connection under a transaction fails
      const error = await query(runner).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect((error as Error).name).toBe(name);
      expect(isDatabaseUnavailable(error)).toBe(true);
    },
  );
});
