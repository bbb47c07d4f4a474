import { Inject, Injectable, Logger, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/configuration';

/**
 * Behind a reverse proxy with TRUST_PROXY_HOPS=0 every request seems to come from the proxy: all
 * visitors share one form limit and one login limit (one person's typos lock everyone out) and
 * the audit trail records the proxy's address. A forwarded-for header is the sign of it; this says
 * so once, loudly, naming the setting. The header's value (an address) is never logged.
 */
@Injectable()
export class ProxyHeaderWarning implements NestMiddleware {
  private readonly logger = new Logger('Proxy');
  private warned: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // Trusting at least one hop is the fix: nothing to warn about then.
    this.warned = config.trustProxyHops > 0;
  }

  use(req: Request, _res: Response, next: NextFunction): void {
    if (
      !this.warned &&
      (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined)
    ) {
      this.warned = true;
      this.logger.warn(
        'Requests arrive through a proxy (X-Forwarded-For) but TRUST_PROXY_HOPS is 0, so every visitor looks ' +
          'like the proxy: they all share one rate limit on the forms and one on the admin login, and the ' +
          'audit trail records the proxy address. Set TRUST_PROXY_HOPS to the number of proxies in front of ' +
          'the app (1 behind nginx or a load balancer). See "Deployment" in the README.',
      );
    }
    next();
  }
}
