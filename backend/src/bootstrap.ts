import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { SwaggerModule } from '@nestjs/swagger';
import session from 'express-session';
import compression from 'compression';
import helmet from 'helmet';
import type { Redis } from 'ioredis';
import { Logger } from 'nestjs-pino';
import passport from 'passport';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module.js';
import { identityErrorToHttp } from './modules/identity/http/identity-error.http.js';
import { reviewErrorToHttp } from './modules/reviews/http/review-error.http.js';
import type { AppConfig } from './platform/config/app-config.js';
import { useJsonBodies } from './platform/http/body-parsing.js';
import { privateByDefault } from './platform/http/cache-control.js';
import { HttpExceptionFilter } from './platform/http/http-exception.filter.js';
import { FailFastRedisStore, sessionsWhenAvailable } from './platform/http/session-availability.js';
import { SessionRedisClient } from './platform/http/session-redis-client.js';
import { serveSpa } from './platform/http/spa.js';
import { buildOpenApiDocument } from './platform/http/openapi.js';
import { createValidationPipe } from './platform/http/validation.js';
import { Drain } from './platform/lifecycle/drain.js';
import { loggerParams } from './platform/logging.js';
import { httpMetrics } from './platform/metrics/http-metrics.js';
import { publicMetricsHandler, serveMetricsPort } from './platform/metrics/metrics-endpoint.js';
import { collectProcessMetricsOnce } from './platform/metrics/registry.js';
import { redisReady } from './platform/redis/redis-connections.js';
import { REDIS } from './platform/redis/redis.module.js';
import { crossSiteGuard } from './platform/security/cross-site.middleware.js';
import { s3UploadOrigin } from './platform/storage/s3-storage.js';
import { WorkerModule } from './worker.module.js';

export const SESSION_COOKIE = 'crew.sid';
const SESSION_DAYS = 30;

function contentSecurityPolicy(config: AppConfig) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Ant Design writes its CSS-in-JS into <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // With an S3 bucket, the browser PUTs photos straight to it.
      connectSrc: ["'self'", ...(config.s3Enabled ? [s3UploadOrigin(config)] : [])],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/** Builds the API application: security headers, sessions, validation, docs, the frontend. */
export async function createApiApp(config: AppConfig, extraModules: Type[] = []): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, extraModules), { bodyParser: false, bufferLogs: true });
  app.useLogger(app.get(Logger));
  // No Nest shutdown hooks: the entry points stop on SIGTERM through exitGracefullyOnSignals.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  const http = app.getHttpAdapter().getInstance();

  // First, so that every request is counted while the process drains.
  http.use(app.get(Drain).track);
  // First, so every answer is counted (rejections by later middleware included), and the
  // scrape itself needs no session, body parsing or log line.
  collectProcessMetricsOnce();
  http.use(httpMetrics());
  http.use('/metrics', publicMetricsHandler(config));
  const stopMetricsPort = await serveMetricsPort(config);

  http.use(pinoHttp(loggerParams(config).pinoHttp as object));
  http.use(helmet({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginEmbedderPolicy: false }));
  http.use('/api', privateByDefault);
  // API answers above 1 KB are compressed as they go (gzip or brotli, whichever the browser
  // accepts); the built frontend's files are compressed once at build time (see spa.ts).
  http.use('/api', compression({ threshold: 1024, brotli: {} }));
  useJsonBodies(http);

  // Sessions share the API's fail-fast Redis client: it reconnects by itself (through the
  // Sentinels when set), requests that need a session answer 503 meanwhile, and RedisModule
  // closes it with the application.
  const sharedRedis = app.get<Redis>(REDIS);
  await redisReady(sharedRedis);
  const sessionRedis = new SessionRedisClient(sharedRedis);
  http.use(passport.initialize());
  http.use(
    sessionsWhenAvailable(
      sessionRedis,
      SESSION_COOKIE,
      session({
      name: SESSION_COOKIE,
      secret: config.SESSION_SECRET,
        store: new FailFastRedisStore(sessionRedis, `${config.REDIS_PREFIX}:sess:`),
        resave: false,
        saveUninitialized: false,
        rolling: true,
        // 'auto': Secure whenever the request came over TLS, directly or through a trusted proxy.
        cookie: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies ? true : 'auto', maxAge: SESSION_DAYS * 86_400_000 },
      }),
      passport.session(),
    ),
  );
  http.use('/api', crossSiteGuard(config.APP_URL));

  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter([reviewErrorToHttp, identityErrorToHttp]));

  const document = buildOpenApiDocument(app, SESSION_COOKIE);
  SwaggerModule.setup('api/docs', app, () => document, { jsonDocumentUrl: 'api/docs/openapi.json' });

  if (config.FRONTEND_DIST) serveSpa(http, config.FRONTEND_DIST);

  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await stopMetricsPort();
  };
  await app.init();
  return app;
}

/**
 * Builds the worker: queue consumers and the outbox relay. Its only HTTP is GET /metrics on
 * METRICS_PORT (under `npm start` the API's /metrics shows the worker's figures too).
 */
export async function createWorkerApp(config: AppConfig) {
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  collectProcessMetricsOnce();
  await app.init();
  const stopMetricsPort = await serveMetricsPort(config);
  const close = app.close.bind(app);
  app.close = async () => {
    await close();
    await stopMetricsPort();
  };
  return app;
}
