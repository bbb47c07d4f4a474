import { connect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { PgliteWireBridge } from './pglite-wire-bridge';

const message = (type: string, body: Buffer | string = Buffer.alloc(0)): Buffer => {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const framed = Buffer.alloc(5 + bytes.length);
  framed.write(type, 0, 'latin1');
  framed.writeInt32BE(4 + bytes.length, 1);
  bytes.copy(framed, 5);
  return framed;
};

function startupPacket(): Buffer {
  const params = Buffer.from('user\0postgres\0database\0postgres\0\0');
  const packet = Buffer.alloc(8 + params.length);
  packet.writeInt32BE(packet.length, 0);
  packet.writeInt32BE(196_608, 4);
  params.copy(packet, 8);
  return packet;
}

/** A connection speaking the wire protocol byte by byte, to send what `pg` never would. */
async function rawConnection(
  url: string,
): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { port } = new URL(url);
  const socket = connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (data) => (received += data.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(startupPacket());
  while (!received.includes('Z\0\0\0\x05I')) await new Promise((resolve) => setTimeout(resolve, 10));
  received = '';
  return { socket, received: () => received, closed };
}

describe('PgliteWireBridge', () => {
  let db: PGlite;
  let bridge: PgliteWireBridge;
  const clients: Client[] = [];

  /** Through the loopback port (tools, other processes' tests) or in memory (the app's own pool). */
  const client = async (transport: 'loopback' | 'in memory' = 'loopback'): Promise<Client> => {
    const c = new Client(
      transport === 'loopback'
        ? { connectionString: bridge.url }
        : { user: 'postgres', database: 'postgres', stream: () => bridge.openStream() },
    );
    c.on('error', () => undefined);
    await c.connect();
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    db = await PGlite.create({ dataDir: 'memory://' });
    await db.exec('CREATE TABLE lead (id serial PRIMARY KEY, round int NOT NULL, note text NOT NULL)');
  });
  afterAll(() => db.close());

  beforeEach(async () => {
    await db.exec('TRUNCATE lead');
    bridge = await PgliteWireBridge.listen(db);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
    await bridge.close();
  });

  it.each(['loopback', 'in memory'] as const)(
    'runs the statements and transactions of concurrent connections without mixing them (%s)',
    async (transport) => {
      const connections = await Promise.all(Array.from({ length: 6 }, () => client(transport)));
      const problems: string[] = [];
      await Promise.all(
        connections.map(async (c, i) => {
          for (let round = 0; round < 20; round += 1) {
            try {
              if (i < 2) {
                await c.query('BEGIN');
                await c.query('INSERT INTO lead (round, note) VALUES ($1, $2)', [round, `writer ${i}`]);
                const { rows } = await c.query('SELECT count(*)::int AS n FROM lead WHERE round = $1', [
                  round,
                ]);
                if (rows[0].n < 1) problems.push(`writer ${i} does not see its own row`);
                await c.query('COMMIT');
              } else if (i % 2) {
                const { rows } = await c.query('SELECT $1::int + $2::int AS sum', [round, i]);
                if (rows[0]?.sum !== round + i) problems.push(`sum ${JSON.stringify(rows)}`);
              } else {
                const { rows } = await c.query('SELECT $1::text AS text', [`reader ${i} round ${round}`]);
                if (rows[0]?.text !== `reader ${i} round ${round}`)
                  problems.push(`text ${JSON.stringify(rows)}`);
              }
            } catch (error) {
              problems.push((error as Error).message);
            }
          }
        }),
      );
      expect(problems).toEqual([]);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lead')).rows[0].n).toBe(40);
    },
  );

  it('carries a large parameter that arrives in many pieces', async () => {
    const c = await client();
    const big = 'x'.repeat(6 * 1024 * 1024);
    const { rows } = await c.query('SELECT length($1::text) AS n', [big]);
    expect(rows[0].n).toBe(big.length);
  });

  it.each(['loopback', 'in memory'] as const)(
    'rolls back the transaction of a connection that goes away, then serves the next one (%s)',
    async (transport) => {
      const leaving = await client(transport);
      const next = await client(transport);
      await leaving.query('BEGIN');
      await leaving.query("INSERT INTO lead (round, note) VALUES (1, 'never committed')");
      const waiting = next.query('SELECT count(*)::int AS n FROM lead');
      (leaving as unknown as { connection: { stream: Duplex } }).connection.stream.destroy();
      expect((await waiting).rows[0].n).toBe(0);
      expect(db.isInTransaction()).toBe(false);
    },
  );

  it('clears an extended-protocol error a connection left without Sync', async () => {
    const raw = await rawConnection(bridge.url);
    raw.socket.write(message('P', '\0SELECT no_such_column\0\0\0'));
    raw.socket.write(message('B', Buffer.alloc(8)));
    while (!raw.received().startsWith('E')) await new Promise((resolve) => setTimeout(resolve, 10));
    raw.socket.destroy();
    await raw.closed;

    const c = await client();
    expect((await c.query('SELECT $1::int AS answer', [42])).rows).toEqual([{ answer: 42 }]);
  });

  it.each([
    ['an unknown message type', message('z', Buffer.from([1, 2, 3, 4]))],
    ['a length below 4', Buffer.from([0x51, 0, 0, 0, 2])],
    ['a length above the limit', Buffer.from([0x51, 0x7f, 0xff, 0xff, 0xff])],
  ])('closes a connection that sends %s, and keeps serving the others', async (_case, bytes) => {
    const raw = await rawConnection(bridge.url);
    raw.socket.write(bytes);
    await raw.closed;
    expect(raw.received()).toMatch(/^E.*SFATAL.*C08P01/s);

    const c = await client();
    expect((await c.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('hands the session on when PGlite itself throws, so no later query waits forever', async () => {
    const c = await client();
    const execute = db.execProtocolRawStream.bind(db);
    let failures = 1;
    jest.spyOn(db, 'execProtocolRawStream').mockImplementation((bytes, options) => {
      if (failures > 0 && Buffer.from(bytes).includes('boom')) {
        failures -= 1;
        return Promise.reject(new Error('wasm trap'));
      }
      return execute(bytes, options);
    });
    const other = await client();
    await expect(c.query("SELECT 'boom'")).rejects.toThrow();
    expect((await other.query('SELECT $1::text AS after', ['fine'])).rows).toEqual([{ after: 'fine' }]);
  });
});
