// buildApp(): the Fastify instance with its plugins and modules; nothing else happens here.
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { installPolishErrors } from '@shop/shared/polish-errors';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { systemClock, type Clock } from './clock.ts';
import { AppError, registerErrorHandler } from './http/errors.ts';
import { validatorCompiler } from './http/validation.ts';
import {
  noStoreByDefault,
  pageSecurityHeaders,
  registerSecurityHeaders,
} from './http/security-headers.ts';
import { registerCatalogueCache, serveKeptAnswer } from './catalogue/cached-reads.ts';
import { COMPRESS_ABOVE_BYTES } from './catalogue/encoded-body.ts';
import { liveRoutes } from './modules/live/index.ts';
import {
  loadPageRenderer,
  newRenderKey,
  PAGE_RENDER_HEADER,
  registerWebApp,
} from './modules/pages/index.ts';
import { feedRoutes } from './modules/feeds/index.ts';
import { registerLiveHub } from './modules/live/index.ts';
import { createTokenService, type TokenService } from './http/jwt.ts';
import { openSessions, type Sessions } from './modules/auth/index.ts';
import { createActionLimits, type ActionLimits } from './http/action-limits.ts';
import { createMailer, type Mailer } from './modules/mail/index.ts';
import { createPaymentProvider, type ConfiguredProvider } from './modules/payments/index.ts';
import { createImageStorage, type ConfiguredStorage } from './modules/images/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { legalRoutes } from './modules/legal/index.ts';
import { recallRoutes } from './flows/recalls/routes.ts';
import { dropRoutes } from './modules/drops/index.ts';
import { listDropTimes } from './modules/drops/index.ts';
import { productRoutes } from './modules/products/index.ts';
import { manufacturerRoutes } from './modules/products/index.ts';
import { imageRoutes } from './modules/images/index.ts';
import { productImageRoutes } from './modules/products/index.ts';
import { productImportRoutes } from './flows/intake/routes.ts';
import { registerMetrics } from './http/metrics.ts';
import { dropResultRoutes } from './flows/drop-results/routes.ts';
import { OpeningMeter } from './flows/lobby/load-meter.ts';
import { exportRoutes } from './flows/exports/routes.ts';
import { deskRoutes } from './flows/desk/routes.ts';
import { auditRoutes } from './flows/audit/routes.ts';
import { staffRoutes } from './modules/auth/index.ts';
import { customerRoutes } from './flows/customers/routes.ts';
import { metricsRoutes } from './flows/operations/metrics-routes.ts';
import { cartRoutes } from './modules/cart/index.ts';
import { priceAlertsWithdrawRoutes, wishlistRoutes } from './modules/wishlists/index.ts';
import { savedSearchRoutes, savedSearchWithdrawRoutes } from './modules/saved-searches/index.ts';
import { authRoutes, passkeyRoutes } from './modules/auth/index.ts';
import { accountRoutes } from './modules/account/index.ts';
import { alarmChannelRoutes, alarmWithdrawRoutes } from './flows/alarms/routes.ts';
import { privacyRoutes } from './flows/privacy/routes.ts';
import { newsletterRoutes } from './modules/newsletter/index.ts';
import { reminderRoutes } from './modules/reminders/index.ts';
import { couponRoutes } from './modules/coupons/index.ts';
import { orderRoutes } from './flows/ordering/routes.ts';
import { shipmentRoutes } from './flows/shipping/routes.ts';
import { refundRoutes } from './flows/refunding/routes.ts';
import { returnRoutes } from './flows/returning/routes.ts';
import {
  createShipX,
  parcelLockersOf,
  type ParcelLockers,
  type ShipX,
} from './modules/shipments/index.ts';
import { blikRoutes } from './flows/paying/blik-routes.ts';
import { parcelLockerRoutes } from './flows/shipping/parcel-locker-routes.ts';
import { paymentRoutes } from './flows/paying/routes.ts';
import { receiptRoutes } from './flows/ordering/receipt-routes.ts';
import { invoicingRoutes } from './flows/invoicing/routes.ts';
import { lobbyRoutes } from './flows/lobby/routes.ts';
import { admissionGate } from './flows/lobby/admission.ts';
import { admissionTokens, type AdmissionTokens } from './modules/lobby/index.ts';
import { stdoutLog, type LogOutput } from './log-output.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
    tokens: TokenService;
    sessions: Sessions;
    limits: ActionLimits;
    /** The payment provider (PAYMENT_PROVIDER), built once for orders and notifications. */
    payments: ConfiguredProvider;
    mailer: Mailer;
    /** Where product pictures are kept (S3 or the local disk). */
    images: ConfiguredStorage;
    /** InPost ShipX (SHIPX_*); null when not configured: staff then ship by hand. */
    shipx: ShipX | null;
    /** InPost's parcel lockers (public points API at SHIPX_BASE_URL), for checkout. */
    parcelLockers: ParcelLockers;
    /** Where the log goes, and what it lost (log-output.ts). */
    logOutput: LogOutput;
    /** Signs and checks the lobby's admission tokens (decision 031). */
    admissionTokens: AdmissionTokens;
  }
}

export interface AppDeps {
  config: Config;
  /** The opened database: queries go through its `db`, the change feed listens on it. */
  database: Database;
  clock?: Clock;
  /** Stand-ins for tests; by default the configured provider, mailer and image storage. */
  payments?: ConfiguredProvider;
  mailer?: Mailer;
  images?: ConfiguredStorage;
  /** The process's stdout by default. */
  logOutput?: LogOutput;
}

export async function buildApp({
  config,
  database,
  clock = systemClock,
  logOutput = stdoutLog(config.logBufferBytes),
  ...deps
}: AppDeps) {
  const db = database.db;
  const renderKey = newRenderKey();
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: logOutput },
    // The page renderer's own API reads are part of the page's request (page-render.ts).
    logController: new LogController({
      disableRequestLogging: (request) => request.headers[PAGE_RENDER_HEADER] === renderKey,
    }),
    requestIdHeader: 'x-request-id',
    // X-Forwarded-For only from the proxies named in TRUST_PROXY (else any client could pick
    // the address that rate limits and failed-login limits count).
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path that does not decode (e.g. %FF) is refused before any route: in Polish too.
    frameworkErrors: (error, _request, reply) => {
      const body = { statusCode: 400, code: error.code, message: 'Nieprawidłowy adres' };
      void (reply as FastifyReply).status(400).send(body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  installPolishErrors();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  app.decorate('logOutput', logOutput);
  app.decorate('tokens', createTokenService(config.jwt.secret, config.jwt.ttlSeconds));
  const sessions = await openSessions(database);
  app.decorate('sessions', sessions);
  app.addHook('onClose', () => sessions.close());
  app.decorate<ConfiguredProvider>('payments', deps.payments ?? createPaymentProvider(config));
  app.decorate('mailer', deps.mailer ?? createMailer({ ...config.mail, dataDir: config.dataDir }));
  app.addHook('onClose', () => app.mailer.close?.());
  app.decorate<ConfiguredStorage>('images', deps.images ?? createImageStorage(config.images));
  app.decorate<ShipX | null>('shipx', createShipX(config));
  app.decorate('parcelLockers', parcelLockersOf(config.parcelLockersUrl));
  app.decorateRequest('user', null);
  registerMetrics(app);
  registerErrorHandler(app);

  registerSecurityHeaders(
    app,
    pageSecurityHeaders({ contentSecurityPolicy: { directives: contentSecurityPolicy(config) } }),
  );
  // Answers above 1 KB go compressed in the encoding the browser asks for (brotli at quality 4,
  // or gzip); kept catalogue answers carry their own compressed copy (catalogue/encoded-body.ts).
  // The live-stock stream hijacks its reply and is never compressed; the web app's files come
  // precompressed from its build (registerSpa).
  await app.register(compress, { threshold: COMPRESS_ABOVE_BYTES, encodings: ['br', 'gzip'] });
  await registerCatalogueCache(app, database, () => listDropTimes(app.db));
  registerLiveHub(app);
  const admissions = admissionTokens(config.jwt.secret);
  app.decorate('admissionTokens', admissions);
  app.decorate('admission', admissionGate(app, admissions));
  app.decorate('openingMeter', new OpeningMeter());
  await app.register(cors, { origin: config.corsOrigins, credentials: false });
  const redis = config.redisUrl ? await openRedis(app, config.redisUrl) : undefined;
  app.decorate(
    'limits',
    createActionLimits({
      clock,
      log: app.log,
      redis,
      keyPrefix: config.redisKeyPrefix,
      maxima: config.actionLimits,
    }),
  );
  // The server's page rendering reads the API through the server itself: the page request that
  // caused those reads was counted and logged already.
  // A request read after its connection was gone (the phone gave up while the server was busy)
  // has no address, which the per-address limit needs: it is answered 400 (to nobody), not 500.
  app.addHook('onRequest', async (request) => {
    if (request.ip === undefined) {
      throw new AppError('ConnectionClosed', 400, 'Połączenie zostało zamknięte');
    }
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    allowList: (request) => request.headers[PAGE_RENDER_HEADER] === renderKey,
    timeWindow: '1 minute',
    // The limit headers go on 429 answers only, not on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(redis
      ? { redis, nameSpace: `${config.redisKeyPrefix}rate-limit:`, skipOnError: true }
      : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Outlet shop API', version: '1.0.0' },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(
    async (api) => {
      api.addHook('onRequest', serveKeptAnswer);
      api.addHook('onSend', noStoreByDefault);
      await api.register(healthRoutes);
      await api.register(legalRoutes);
      await api.register(dropRoutes);
      await api.register(productRoutes);
      await api.register(recallRoutes);
      await api.register(manufacturerRoutes);
      await api.register(imageRoutes);
      await api.register(productImageRoutes);
      await api.register(productImportRoutes);
      await api.register(dropResultRoutes);
      await api.register(exportRoutes);
      await api.register(deskRoutes);
      await api.register(auditRoutes);
      await api.register(staffRoutes);
      await api.register(customerRoutes);
      await api.register(authRoutes);
      await api.register(passkeyRoutes);
      await api.register(accountRoutes);
      await api.register(privacyRoutes);
      await api.register(newsletterRoutes);
      await api.register(reminderRoutes);
      await api.register(couponRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(priceAlertsWithdrawRoutes);
      await api.register(savedSearchRoutes);
      await api.register(savedSearchWithdrawRoutes);
      await api.register(alarmChannelRoutes);
      await api.register(alarmWithdrawRoutes);
      await api.register(orderRoutes);
      await api.register(shipmentRoutes);
      await api.register(parcelLockerRoutes);
      await api.register(refundRoutes);
      await api.register(returnRoutes);
      await api.register(paymentRoutes);
      await api.register(blikRoutes);
      await api.register(receiptRoutes);
      await api.register(invoicingRoutes);
      await api.register(lobbyRoutes);
      await api.register(liveRoutes);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return webConfig(config);
  });

  await app.register(feedRoutes);
  await app.register(metricsRoutes(database));
  const renderer = await loadPageRenderer(app, config.webDistDir, webConfig(config), renderKey);
  registerWebApp(app, config.webDistDir, renderer);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** How often an unreachable Redis is logged (ioredis reports every reconnect attempt). */
const REDIS_ERROR_LOG_MS = 60_000;

/**
 * The limits' Redis (REDIS_URL): every process and machine counts in one place. While it cannot
 * be reached, commands fail at once instead of queueing: the per-IP limiter lets requests
 * through (skipOnError) and the action limits count per process; an outage of Redis must not
 * stop the shop.
 */
async function openRedis(app: FastifyInstance, url: string) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  let loggedAt = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - loggedAt < REDIS_ERROR_LOG_MS) return;
    loggedAt = Date.now();
    app.log.warn({ err: error }, 'Redis unreachable: limits counted per process meanwhile');
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => undefined);
  });
  // Waits for the first connection (or its failure), so that the first requests already count
  // in Redis rather than in this process alone.
  await new Promise<void>((resolve) => {
    const settled = () => {
      redis.off('ready', settled);
      redis.off('error', settled);
      resolve();
    };
    redis.once('ready', settled);
    redis.once('error', settled);
  });
  return redis;
}

function contentSecurityPolicy(config: Config) {
  const widget = config.geowidget ? [new URL(config.geowidget.scriptUrl).origin] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...widget],
    styleSrc: ["'self'", "'unsafe-inline'", ...widget],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // Staff browsers talk to the receipt printer on the local network (any host, http or https).
    connectSrc: ["'self'", 'http:', 'https:'],
    fontSrc: ["'self'", 'data:', ...widget],
    frameSrc: ["'self'", ...widget],
    formAction: ["'self'", 'https:', 'http:'],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/** The web app's runtime configuration (GET /config.json, and inside server-rendered pages). */
const webConfig = (config: Config) => ({
  apiBaseUrl: '/api',
  publicUrl: config.publicUrl,
  geowidget: config.geowidget,
  printerDefaultUrl: config.printerDefaultUrl,
  operator: config.operator,
  /** When a drop's lobby runs around its start (decision 031). */
  lobby: { opensBeforeMs: config.lobby.opensBeforeMs, closesAfterMs: config.lobby.closesAfterMs },
});
