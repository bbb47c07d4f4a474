import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from './app';
import type { AppConfig } from './config/configuration';
import { EmbeddedPostgres } from './database/embedded-postgres';

export interface RunningServer {
  app: NestExpressApplication;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  stop(): Promise<void>;
}

/** The production process: the database (embedded unless DATABASE_URL), the app, the port. */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  const logger = new Logger('Server');
  const embedded = config.database.url ? null : await EmbeddedPostgres.start(config.database.dataDir);
  try {
    const app = await createApp(config, config.database.url ?? embedded!.url);
    await app.listen(config.port);
    logger.log(
      `Listening on http://localhost:${config.port} with ${
        embedded
          ? `the embedded database in ${config.database.dataDir}`
          : 'the PostgreSQL server of DATABASE_URL'
      }.`,
    );
    return {
      app,
      stop: async () => {
        await app.close();
        await embedded?.stop();
      },
    };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
