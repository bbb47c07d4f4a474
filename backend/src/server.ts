import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app';
import { InFlightRequests } from './common/in-flight-requests';
import type { AppConfig } from './config/configuration';
import { EmbeddedPostgres } from './database/embedded-postgres';

export interface RunningServer {
  app: NestExpressApplication;
  /** The listening HTTP server. */
  http: Server;
  /** Stops taking connections, lets every handler in flight finish, then closes the database. */
  stop(): Promise<void>;
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
        await new Promise((closed) => server.close(closed));
        await app.get(InFlightRequests).drained();
        await app.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
