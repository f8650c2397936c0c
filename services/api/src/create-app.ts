import 'reflect-metadata';
import { constants as zlibConstants } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { existsSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/http/api-exception.filter';
import { mapError } from './common/http/error-mapping';
import { requestIdFor } from './common/http/request-id';
import { enforceRequestDeadlines, serverTimeouts } from './common/http/request-deadline';
import { hardenRequests } from './common/security/request-hardening';
import { addHelmetHeaders, addResponseHeaders, restrictApiDocsToAdmins } from './common/security/response-headers';
import { SessionStore } from './modules/wall/auth/session.store';
import { SecurityLog } from './modules/security-log/shared/security-log';
import { recordSecurityEvents } from './modules/security-log/shared/security-log-hooks';
import { appLogger, RequestLogController } from './core/logging';
import { createValidationPipe } from './common/http/validation-pipe';
import { QueryDtoPipe } from './common/http/query-dto';
import { applyRouteRateLimits } from './common/http/route-rate-limit';
import { withResponseSchemas } from './common/openapi/response-schemas';
import { documentUploadOrigins, loadRuntimeConfig, type RuntimeConfig } from '@autoleasing/infra';
import { isServerPath, isSourceMap, loadWebIndex, webDistDir } from './web/web-app';
import { loadServerEntry } from './web/ssr/server-entry';
import { registerSsr } from './web/ssr/ssr-plugin';
import { registerSiteIcons } from './web/site-icons';

export interface CreateAppOptions {
  /** Serve web/dist (production and `npm start`). Tests of the API alone leave it off. */
  serveWeb?: boolean;
  logger?: boolean;
  /** Extra modules mounted beside AppModule (tests mount probe controllers this way). */
  imports?: Type[];
  /** The configuration main read at start; without it, read here from the environment. */
  config?: RuntimeConfig;
}

/**
 * Builds the NestJS app on Fastify with everything global: validation, the one exception filter,
 * JSON logs (one line per request, with its id), security headers, CORS locked to our origin, rate limiting,
 * OpenAPI at /api/docs (Admins only in production), CSRF and malformed-input defence, the
 * security log's hooks and the web app. `main.ts` and the API tests share it.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const config = options.config ?? loadRuntimeConfig();
  @Module({ imports: [AppModule.withConfig(config), ...(options.imports ?? [])] })
  class RootModule {}
  const quiet = options.logger === false;
  // Nest's body parsers off: it would accept form-encoded bodies; hardenRequests installs the one JSON parser.
  const app = await NestFactory.create<NestFastifyApplication>(RootModule, createAdapter(config), quiet ? { logger: false, bodyParser: false } : { bufferLogs: true, bodyParser: false });
  if (!quiet) app.useLogger(app.get(Logger));
  app.useGlobalPipes(createValidationPipe(), new QueryDtoPipe());
  app.useGlobalFilters(new ApiExceptionFilter(options.serveWeb ? loadWebIndex(webDistDir(config.webDistDir)) : null));
  app.enableShutdownHooks();
  app.enableCors({ origin: [config.publicOrigin], credentials: true });
  guardRequests(app, config);
  await registerTransportPlugins(app, config);
  mountApiDocs(app);
  if (options.serveWeb && existsSync(webDistDir(config.webDistDir))) await serveWebApp(app, config);
  return app;
}

function createAdapter(config: RuntimeConfig): FastifyAdapter {
  return new FastifyAdapter({
    loggerInstance: appLogger(config.logLevel),
    logController: new RequestLogController(),
    // Only the listed proxies' X-Forwarded-For entries count (right-most untrusted one wins).
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    // Receiving a request and an idle socket are bounded below the clients' timeouts (issue 19).
    ...serverTimeouts(config.httpDeadlines),
    // /fe-api/v1/content/{x} carries a whole page path as one segment: a car URL with its
    // canonical slug is longer than Fastify's default of 100 (page-key.ts caps it at 300).
    routerOptions: { maxParamLength: 500 },
    // Errors Fastify raises before Nest sees the request (bad URL encoding, over-long parameters)
    // get the same German body as everything else.
    frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply) => {
      const { body } = mapError(error);
      void reply.status(body.statusCode).header('cache-control', 'no-store').send({ ...body, requestId: request.id });
    },
    genReqId: (req: IncomingMessage) => {
      const id = requestIdFor(req);
      (req as IncomingMessage & { requestId?: string }).requestId = id;
      return id;
    },
  });
}

/** Deadlines, malformed-input and CSRF defence, the security log's hooks and the response headers. */
function guardRequests(app: NestFastifyApplication, config: RuntimeConfig): void {
  const fastify = app.getHttpAdapter().getInstance();
  enforceRequestDeadlines(fastify, config.httpDeadlines);
  hardenRequests(fastify, config.publicOrigin);
  recordSecurityEvents(fastify, app.get(SecurityLog));
  addResponseHeaders(fastify);
  if (config.nodeEnv === 'production') restrictApiDocsToAdmins(fastify, app.get(SessionStore));
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  addHelmetHeaders(fastify, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // With S3_BUCKET the browser posts documents straight to the bucket.
        connectSrc: ["'self'", ...documentUploadOrigins(config.documents)],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Served over plain http on localhost in development: do not upgrade to https there.
        upgradeInsecureRequests: config.nodeEnv === 'production' ? [] : null,
      },
    },
    hsts: config.nodeEnv === 'production',
  });
}

/** Rate limiting, compression and multipart uploads, in that order. */
async function registerTransportPlugins(app: NestFastifyApplication, config: RuntimeConfig): Promise<void> {
  // Routes with a limit of their own (RateLimitPerMinute) take its number from this config.
  applyRouteRateLimits(app.getHttpAdapter().getInstance(), config);
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: '1 minute',
    // The built web app's hashed files are static and cached for a year: one page load pulls a few
    // dozen of them, so counting them would lock out an office behind one address after a few pages.
    allowList: (request) => request.url.startsWith('/assets/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'too_many_requests',
      message: `Zu viele Anfragen. Bitte versuchen Sie es in ${Math.ceil(context.ttl / 1000)} Sekunden erneut.`,
    }),
  });

  // Brotli, else gzip, for every text answer (HTML, JS, CSS, SVG, JSON, XML) above 1 kB, API
  // answers included. Brotli at quality 4: on the fly, the top quality costs more time than it
  // saves bytes; the built assets come precompressed at the top quality instead (serveWebApp).
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Multipart only for the documents upload endpoint (it sets its own limits per request); JSON
  // parsing of every other route is untouched.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
}

/**
 * The OpenAPI document is built on its first request, not at start: scanning every route took
 * about 170 ms of each start (and of each API test file's app), for a page few requests ask for.
 */
function mountApiDocs(app: NestFastifyApplication): void {
  const buildDocument = () =>
    withResponseSchemas(SwaggerModule.createDocument(app, new DocumentBuilder().setTitle('autoleasing API').setDescription('Leasing-Marktplatz für Neuwagen').setVersion('1').build()));
  SwaggerModule.setup('api/docs', app, buildDocument, { jsonDocumentUrl: 'api/docs/json' });
}

/** web/dist's files, and the public pages rendered on the server (docs/public-site.md). */
async function serveWebApp(app: NestFastifyApplication, config: RuntimeConfig): Promise<void> {
  const webDist = webDistDir(config.webDistDir);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // web/dist holds name.br and name.gz beside each text asset (web vite.config precompress):
    // sent as they are with content-encoding, no work per request.
    preCompressed: true,
    // Source maps are never public (issue 18); a map left in dist answers 404 like any unknown file.
    allowedPath: (pathName) => !isSourceMap(pathName),
    // Hashed assets never change; index.html is answered by the fallback with no-cache.
    setHeaders: (reply, filePath) => {
      if (filePath.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Without the server build (web/dist-server) every page gets the client-rendered shell from the
  // exception filter.
  registerSiteIcons(app.getHttpAdapter().getInstance());
  const template = loadWebIndex(webDist);
  const entry = loadServerEntry(webDist, config.webSsrDir);
  if (template && entry) registerSsr(app.getHttpAdapter().getInstance(), { entry, template, publicOrigin: config.publicOrigin });
}

export { isServerPath };
