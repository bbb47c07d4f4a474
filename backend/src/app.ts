import { createServer, type Server } from 'node:http';
import { Logger, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import express from 'express';
import { AppModule } from './app.module';
import { globalErrorResponses } from './common/api-error-body.dto';
import { appLogger } from './common/app-logger';
import { requestLog } from './common/request-log';
import { precomputedSecurityHeaders, securityHeaders } from './common/security-headers';
import { createValidationPipe } from './common/validation';
import type { AppConfig } from './config/configuration';
import { rendersAtRunTime, SERVER_RENDERED_ADMIN_PAGES } from './site/admin-page';
import { StaticSite } from './site/static-site';

export interface App {
  /** The Nest application: its providers, and `close()` for the modules and the database. */
  app: NestExpressApplication;
  /** The HTTP server, not yet listening: pages from the static site, `/api` through Express and Nest. */
  server: Server;
}

/**
 * The whole server, ready to listen: the same for `npm start`, the e2e tests and the benchmarks.
 * We own the HTTP server and the Express instance (Nest's documented way, `new ExpressAdapter(…)`):
 * a request for a page is a lookup in memory, answered before any framework code runs; only `/api`
 * and a signed-in admin's dashboard (rendered with its data, site/admin-page.ts) reach Express
 * (security headers, no caching, request log) and then Nest (body parsing per route, guard,
 * validation, handler).
 */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<App> {
  const logger = appLogger(config);
  const api = express();
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, databaseUrl),
    new ExpressAdapter(api),
    { bodyParser: false, logger, abortOnError: false },
  );

  app.disable('x-powered-by');
  if (config.trustProxyHops > 0) app.set('trust proxy', config.trustProxyHops);
  const security = precomputedSecurityHeaders(config);
  // API answers are personal or change at any moment: no browser or proxy keeps them, errors
  // included. The few routes made to be cached (photos, placeholder images, /api/config) say so.
  app.use(securityHeaders({ ...security, 'Cache-Control': 'no-store' }));
  if (logger) app.use(requestLog(logger, config.nodeEnv === 'production'));

  // Everything Nest answers is under /api, but for the admin pages it renders with their data.
  app.setGlobalPrefix('api', {
    exclude: SERVER_RENDERED_ADMIN_PAGES.map((path) => ({ path: path.slice(1), method: RequestMethod.GET })),
  });
  app.useGlobalPipes(createValidationPipe());
  const openApi = new DocumentBuilder()
    .setTitle('Summit Freight Capital API')
    .setDescription('Quote requests, fuel card applications, team, admin and client authentication.')
    .setVersion('1.0')
    .addBearerAuth()
    .addGlobalResponse(...globalErrorResponses)
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs-json',
  });
  await app.init();

  const site = StaticSite.load(config.site.distDir, security);
  if (!site.isBuilt) {
    new Logger('Site').warn(`No built site in ${config.site.distDir}: run \`npm run build\`.`);
  }
  const server = createServer((req, res) => {
    if (rendersAtRunTime(req) || !site.serve(req, res)) api(req, res);
  });
  return { app, server };
}
