import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app';
import { InFlightRequests } from './common/in-flight-requests';
import type { AppConfig } from './config/configuration';
import { EmbeddedPostgres } from './database/embedded-postgres';
import { Readiness } from './health/readiness';

export interface RunningServer {
  app: NestExpressApplication;
  /** The listening HTTP server. */
  http: Server;
  /**
   * Turns ready to 503, stops taking connections, lets every handler in flight finish, closes the
   * keep-alive connections, then closes the database.
   */
  stop(): Promise<void>;
  /** Drops every connection still open (the grace period is over). */
  abort(): void;
}

/** The production process: the database (embedded unless DATABASE_URL), the app, the port. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const logger = new Logger('Server');
  const embedded = config.database.url ? null : await EmbeddedPostgres.start(config.database.dataDir);
  try {
    const { app, server } = await createApp(config, config.database.url ?? embedded!.url);
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(config.port, () => {
        server.off('error', failed);
        listening();
      });
    });
    logger.log(
      `Listening on http://localhost:${config.port} with ${
        embedded
          ? `the embedded database in ${config.database.dataDir}`
          : 'the PostgreSQL server of DATABASE_URL'
      }.`,
    );
    return {
      app,
      http: server,
      stop: async () => {
        app.get(Readiness).drain();
        // New requests on open keep-alive connections are still answered, with Connection: close;
        // a connection that falls idle after its answer is closed within a tick of the sweep.
        server.on('request', (_req: unknown, res: { setHeader(name: string, value: string): void }) =>
          res.setHeader('Connection', 'close'),
        );
        const closed = new Promise((done) => server.close(done));
        const sweep = setInterval(() => server.closeIdleConnections(), 100);
        await app.get(InFlightRequests).drained();
        await closed;
        clearInterval(sweep);
        await app.close();
        await embedded?.stop();
      },
      abort: () => server.closeAllConnections(),
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
