import { once } from 'node:events';
import { MemorySocket } from './memory-socket';

const collect = (socket: MemorySocket): Buffer[] => {
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  return received;
};

describe('MemorySocket', () => {
  it('carries what each end writes to the other, in order, never inside the write call', async () => {
    const [client, server] = MemorySocket.pair();
    const atServer = collect(server);
    const atClient = collect(client);

    client.write('first ');
    client.write('second');
    server.write('answer');
    expect(atServer).toEqual([]); // as with a real socket, nothing arrives during the write
    await new Promise((resolve) => setImmediate(resolve));

    expect(Buffer.concat(atServer).toString()).toBe('first second');
    expect(Buffer.concat(atClient).toString()).toBe('answer');
  });

  it('lets the event loop poll for I/O and run timers between deliveries, as a socket does', async () => {
    // Two ends answering each other as fast as they can, as a busy database connection does.
    const [client, server] = MemorySocket.pair();
    const EXCHANGES = 2_000;
    let exchanges = 0;
    let exchangesWhenTimerRan: number | undefined;
    const done = new Promise<void>((resolve) => {
      server.on('data', () => server.write('pong'));
      client.on('data', () => {
        exchanges += 1;
        if (exchanges < EXCHANGES) client.write('ping');
        else resolve();
      });
    });
    setTimeout(() => (exchangesWhenTimerRan = exchanges), 0);
    client.write('ping');
    await done;

    // Delivered on the next tick, all 2,000 exchanges ran before the timer could.
    expect(exchangesWhenTimerRan).toBeDefined();
    expect(exchangesWhenTimerRan!).toBeLessThan(EXCHANGES / 10);
  });

  it('announces connect to whoever listens after calling it, as the pg driver does', async () => {
    const [client] = MemorySocket.pair();
    const connected = once(client.connect(), 'connect');
    await expect(connected).resolves.toEqual([]);
  });

  it('ends and closes the other end when one end ends, after what it wrote', async () => {
    const [client, server] = MemorySocket.pair();
    const atServer = collect(server);
    const serverClosed = once(server, 'close');
    const clientClosed = once(client, 'close');
    collect(client);

    client.end('goodbye');
    await Promise.all([serverClosed, clientClosed]);
    expect(Buffer.concat(atServer).toString()).toBe('goodbye');
  });

  it('closes the other end when one end is destroyed', async () => {
    const [client, server] = MemorySocket.pair();
    collect(server);
    const serverClosed = once(server, 'close');
    client.destroy();
    await serverClosed;
    expect(server.destroyed).toBe(true);
  });
});
