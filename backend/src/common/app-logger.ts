import { ConsoleLogger, type LoggerService } from '@nestjs/common';
import type { AppConfig } from '../config/configuration';

// Nest's own start-up lines (one per module and route) drown what matters.
const QUIET_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

class AppLogger extends ConsoleLogger {
  override log(message: unknown, ...rest: unknown[]): void {
    const context = rest[rest.length - 1];
    if (typeof context === 'string' && QUIET_CONTEXTS.has(context)) return;
    super.log(message, ...rest);
  }
}

/** JSON lines in production, readable lines in development, silence in tests. */
export function appLogger(config: AppConfig): LoggerService | false {
  if (config.nodeEnv === 'test') return false;
  const json = config.nodeEnv === 'production';
  return new AppLogger({ json, colors: !json });
}
