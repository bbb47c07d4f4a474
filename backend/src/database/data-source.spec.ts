import type { Duplex } from 'node:stream';
import { Client } from 'pg';
import { IN_MEMORY_DATA_DIR } from '../config/data-dir';
import { dataSourceOptions } from './data-source';
import { EmbeddedPostgres } from './embedded-postgres';

type PoolOptions = { max: number; stream?: () => Duplex };
const poolOptions = (url: string): PoolOptions =>
  (dataSourceOptions(url) as unknown as { extra: PoolOptions }).extra;

describe('dataSourceOptions', () => {
  it('reaches an embedded database of this process in memory, through one connection', async () => {
    const embedded = await EmbeddedPostgres.start(IN_MEMORY_DATA_DIR);
    try {
      const { max, stream } = poolOptions(embedded.url);
      expect(max).toBe(1);
      expect(stream).toBeInstanceOf(Function);
      const client = new Client({ user: 'postgres', database: 'postgres', stream });
      await client.connect();
      expect((await client.query('SELECT $1::int AS answer', [42])).rows).toEqual([{ answer: 42 }]);
      await client.end();
    } finally {
      await embedded.stop();
    }
  });

  it('reaches a PostgreSQL server through its port, with a pool', () => {
    const { max, stream } = poolOptions('postgres://postgres@127.0.0.1:5432/test');
    expect(max).toBe(10);
    expect(stream).toBeUndefined();
  });
});
