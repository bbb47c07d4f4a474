import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module';
import { appLogger } from './common/app-logger';
import { jsonBody } from './common/json-body';
import { requestLog } from './common/request-log';
import { precomputedSecurityHeaders, securityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/configuration';
import { StaticSite } from './site/static-site';

/** Pages and assets are answered on the raw request event; only `/api` reaches Express and Nest. */
function serveSiteBeforeExpress(server: Server, site: StaticSite): void {
  const [express] = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!site.serve(req, res)) express(req, res);
  });
}

/**
 * The whole server, ready to listen: the same for `npm start`, the e2e tests and the benchmarks.
 * The site is served ahead of Express; for the API: security headers, request log, JSON bodies, Nest.
 */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const logger = appLogger(config);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bodyParser: false,
    logger,
    abortOnError: false,
  });

  app.disable('x-powered-by');
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);
  const security = precomputedSecurityHeaders(config);
  app.use(securityHeaders(security));
  if (logger) app.use(requestLog(logger, config.nodeEnv === 'production'));
  app.use(jsonBody());

  const site = StaticSite.load(config.site.distDir, security);
  if (!site.isBuilt) {
    new Logger('Site').warn(`No built site in ${config.site.distDir}: run \`npm run build\`.`);
  }
  serveSiteBeforeExpress(app.getHttpServer(), site);

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  const openApi = new DocumentBuilder()
    .setTitle('Summit Freight Capital API')
    .setDescription('Quote requests, fuel card applications, team, admin and client authentication.')
    .setVersion('1.0')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs-json',
  });

  await app.init();
  return app;
}
