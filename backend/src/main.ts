import { existsSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from './config/configuration';
import { startServer } from './server';

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
  const config = readConfig();
  const server = await startServer(config);
  // docs/architecture.md#shutdown: ready turns 503, requests in flight finish, then exit; past
  // SHUTDOWN_GRACE_SECONDS the process exits anyway (set it below the orchestrator's own limit).
  const shutdown = async (signal: string) => {
    logger.log(`${signal}: finishing requests in flight, then closing the database.`);
    setTimeout(() => {
      server.abort();
      process.exit(1);
    }, config.shutdownGraceMs).unref();
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
