import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from './config/configuration';
import { startServer } from './server';

/** In-flight requests get this long to finish on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): AppConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const logger = new Logger('Server');
  const server = await startServer(readConfig());
  const shutdown = async (signal: string) => {
    logger.log(`${signal}: finishing requests in flight, then closing the database.`);
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await server.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: Error) => {
  new Logger('Server').error(`Could not start: ${error.message}`);
  process.exit(1);
});
