import { createServer, connect, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** The database URL, pointed at the proxy. */
  url: string;
  /** Drops every connection and refuses new ones: the database "goes away". */
  cut(): Promise<void>;
  /**
   * Keeps every connection open and accepts new ones, but passes no byte either way: the database
   * (or the network to it) is stuck, and nothing says so.
   */
  blackhole(): void;
  /** Accepts connections again on the same port and passes bytes again: the database "comes back". */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay in front of a database, to take it away and bring it back during a test. */
export async function startTcpProxy(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let stuck = false;

  const listen = () =>
    new Promise<void>((resolve) => {
      const listening = createServer((client) => {
        sockets.add(client);
        client.on('close', () => sockets.delete(client));
        client.on('error', () => client.destroy());
        if (stuck) return; // accepted, never answered
        const upstream = connect(Number(target.port || 5432), target.hostname);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => upstream.destroy());
        // While stuck, bytes are dropped on the floor in both directions.
        client.on('data', (chunk) => stuck || upstream.write(chunk));
        upstream.on('data', (chunk) => stuck || client.write(chunk));
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server = listening;
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    cut: stop,
    blackhole: () => {
      stuck = true;
    },
    restore: async () => {
      stuck = false;
      if (!server) await listen();
    },
    close: stop,
  };
}
