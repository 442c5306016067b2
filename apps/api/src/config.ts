// Environment (config-env.ts) -> typed configuration. Refuses to start with an unsafe production
// set-up.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import webPush from 'web-push';
import { SHOP_NAME } from '@shop/shared/document-title';
import { envSchema, type Env } from './config-env.ts';
import { keptSecret } from './kept-secret.ts';
import type { OfflineCertificate } from './modules/ksef/index.ts';

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (!e.JWT_SECRET || e.JWT_SECRET.length < 32)) {
    throw new Error('JWT_SECRET (at least 32 characters) is required when NODE_ENV=production');
  }
  if (production && e.SEED_DEMO) {
    throw new Error(
      'SEED_DEMO creates demo accounts whose passwords are published: not allowed in production',
    );
  }
  if (production && e.PAYMENT_PROVIDER === 'simulator') {
    throw new Error('PAYMENT_PROVIDER=simulator accepts fake payments: not allowed in production');
  }
  const workers = e.WORKERS ?? e.WEB_CONCURRENCY ?? 1;
  if (workers > 1 && !e.DATABASE_URL) {
    throw new Error(
      `${workers} server processes (WORKERS / --workers) require DATABASE_URL: the embedded database (PGlite) can only be opened by one process`,
    );
  }
  // Relative to where the command was typed: npm runs the server from apps/api but says where
  // it was started in INIT_CWD, so `npm start` keeps its data in ./data of the repository.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const corsOrigins = e.CORS_ORIGINS?.split(',').map((o) => o.trim()) ?? [publicUrl];
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    workers,
    logLevel: e.LOG_LEVEL,
    logBufferBytes: e.LOG_BUFFER_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    dataDir,
    database: e.DATABASE_URL
      ? {
          kind: 'postgres' as const,
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
        }
      : { kind: 'pglite' as const, dir: path.join(dataDir, 'pglite') },
    jwt: {
      // Production refuses to start without JWT_SECRET (above).
      secret: e.JWT_SECRET ?? keptSecret(dataDir),
      ttlSeconds: e.JWT_TTL_SECONDS,
    },
    publicUrl,
    corsOrigins,
    redisUrl: e.REDIS_URL,
    trustProxy: trustProxyOption(e.TRUST_PROXY),
    /** Put in front of every key the shop writes to Redis (several shops can share one). */
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    actionLimits: {
      couponGuesses: e.COUPON_GUESSES_PER_15_MINUTES,
      registrations: e.REGISTRATIONS_PER_HOUR,
      orders: e.ORDERS_PER_10_MINUTES,
      passwordResets: e.PASSWORD_RESETS_PER_HOUR,
      passwordChecks: e.PASSWORD_CHECKS_PER_MINUTE,
      returnRequests: e.RETURN_REQUESTS_PER_HOUR,
      blikCodesPerOrder: e.BLIK_CODES_PER_ORDER,
      blikCodes: e.BLIK_CODES_PER_HOUR,
      smsCodes: e.SMS_CODES_PER_DAY,
      passkeySignIns: e.PASSKEY_SIGN_INS_PER_MINUTE,
    },
    passkeys: passkeysConfig(e.PASSKEY_RP_ID, publicUrl, corsOrigins),
    catalogueCacheBytes: Math.round(e.CATALOGUE_CACHE_MB * 1024 * 1024),
    productRules: { safetyRequired: e.PRODUCT_SAFETY_REQUIRED ?? true },
    metricsToken: e.METRICS_TOKEN ?? null,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && !production),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    // This file runs from apps/api/src (tsx) or is bundled into apps/api/dist (npm run build):
    // both lie two levels below apps/, next to apps/web/dist.
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    geowidget: e.GEOWIDGET_TOKEN
      ? { scriptUrl: e.GEOWIDGET_SCRIPT_URL, cssUrl: e.GEOWIDGET_CSS_URL, token: e.GEOWIDGET_TOKEN }
      : null,
    printerDefaultUrl: e.PRINTER_DEFAULT_URL,
    orderReservationMs: Math.round(e.ORDER_RESERVATION_MINUTES * 60_000),
    maxUnpaidOrders: e.MAX_UNPAID_ORDERS,
    lobby: {
      opensBeforeMs: Math.round(e.LOBBY_OPENS_MINUTES * 60_000),
      closesAfterMs: Math.round(e.LOBBY_CLOSES_MINUTES * 60_000),
      admissionsPerSecond: e.LOBBY_ADMISSIONS_PER_SECOND,
      admissionMs: Math.round(e.LOBBY_ADMISSION_MINUTES * 60_000),
      shoppersPerPiece: e.LOBBY_SHOPPERS_PER_PIECE,
      graceMs: Math.round(e.LOBBY_GRACE_SECONDS * 1000),
      challenge: e.LOBBY_CHALLENGE === 'on',
      challengeCost: e.LOBBY_CHALLENGE_COST,
      holdNewAccountsMs: Math.round(e.LOBBY_HOLD_NEW_ACCOUNTS_MINUTES * 60_000),
    },
    payments: paymentsConfig(e),
    shipx: shipxConfig(e),
    /** InPost's public points API (parcel lockers), also without a ShipX account. */
    parcelLockersUrl: e.SHIPX_BASE_URL.replace(/\/$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    webPush: webPushConfig(e, { dataDir, production, publicUrl }),
    sms: e.SMSAPI_TOKEN
      ? {
          token: e.SMSAPI_TOKEN,
          baseUrl: e.SMSAPI_BASE_URL.replace(/\/$/, ''),
          sender: e.SMS_SENDER ?? null,
        }
      : null,
    ksef: ksefConfig(e, operatorConfig(e).nip),
    images: imagesConfig(e, dataDir),
    operator: operatorConfig(e),
  };
}

/** TRUST_PROXY as Fastify's `trustProxy` takes it; a wrong address stops the start. */
function trustProxyOption(
  raw: string | undefined,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    return (_address, hop) => hop < hops;
  }
  const proxies = raw.split(',').map((entry) => entry.trim());
  for (const proxy of proxies) {
    const [address, bits, ...rest] = proxy.split('/');
    const prefix = Number(bits ?? 0);
    const family = isIP(address ?? '');
    const maxBits = family === 6 ? 128 : 32;
    if (!family || rest.length > 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > maxBits) {
      throw new Error(`TRUST_PROXY: "${proxy}" is not an address or CIDR (e.g. 10.0.0.0/8)`);
    }
  }
  return proxies;
}

/** Demo operator details, used for every OPERATOR_* value that is not set. */
const DEMO_OPERATOR = {
  name: 'Outlet Drop sp. z o.o.',
  street: 'ul. Przykładowa 12/4',
  postalCode: '00-950',
  city: 'Warszawa',
  nip: '1234563218',
  krs: '0000123456',
  regon: '123456785',
  email: 'kontakt@outletdrop.example',
  phone: '+48 22 123 45 67',
};

function operatorConfig(e: Env) {
  const given = {
    name: e.OPERATOR_NAME,
    street: e.OPERATOR_STREET,
    postalCode: e.OPERATOR_POSTAL_CODE,
    city: e.OPERATOR_CITY,
    nip: e.OPERATOR_NIP,
    krs: e.OPERATOR_KRS,
    regon: e.OPERATOR_REGON,
    email: e.OPERATOR_EMAIL,
    phone: e.OPERATOR_PHONE,
  };
  const keys = Object.keys(DEMO_OPERATOR) as (keyof typeof DEMO_OPERATOR)[];
  return {
    ...Object.fromEntries(keys.map((key) => [key, given[key] ?? DEMO_OPERATOR[key]])),
    // Any missing value means the pages show (partly) invented details: they say so.
    demo: keys.some((key) => given[key] === undefined),
  } as typeof DEMO_OPERATOR & { demo: boolean };
}

/**
 * The Ministry's environments by host (the addresses ksef-docs gives): an API and a QR address
 * of two different ones would send invoices to one and print links to another.
 */
const KSEF_ENVIRONMENTS: Record<string, string> = {
  'api-test.ksef.mf.gov.pl': 'test',
  'qr-test.ksef.mf.gov.pl': 'test',
  'api-demo.ksef.mf.gov.pl': 'demo',
  'qr-demo.ksef.mf.gov.pl': 'demo',
  'api.ksef.mf.gov.pl': 'production',
  'qr.ksef.mf.gov.pl': 'production',
};
/** The Ministry's environment of an address, or its own host (a stand-in). */
const ksefEnvironment = (url: string) => {
  const host = new URL(url).host;
  return KSEF_ENVIRONMENTS[host] ?? `host ${host}`;
};

/**
 * KSeF: off (exempt), not configured (no token, outside production only: documents wait in the
 * queue, the staff desk says so), or the client's settings.
 */
function ksefConfig(e: Env, operatorNip: string) {
  const url = e.KSEF_QR_URL.replace(/\/$/, '');
  if (e.KSEF_MODE === 'off') return { qr: { url, certificate: null }, mode: 'off' as const };
  if (!e.KSEF_TOKEN) {
    // A real seller without a token would hand out invoices KSeF never saw.
    if (e.NODE_ENV === 'production') {
      throw new Error(
        'KSEF_TOKEN is required in production with KSEF_MODE=on (KSEF_MODE=off only for a seller exempt under art. 145m of the VAT act, until 31.12.2026)',
      );
    }
    return { qr: { url, certificate: null }, mode: 'unconfigured' as const };
  }
  // The seller's NIP: the context KSeF checks every invoice's seller against.
  const nip = e.KSEF_NIP ?? operatorNip;
  if (!/^\d{10}$/.test(nip)) {
    throw new Error("KSEF_NIP (or OPERATOR_NIP) must be the seller's 10-digit NIP");
  }
  // KSeF refuses every invoice whose seller is not the context it was sent in.
  if (nip !== operatorNip) {
    throw new Error(
      `KSEF_NIP (${nip}) must be the seller's NIP on the invoices, OPERATOR_NIP (${operatorNip})`,
    );
  }
  const api = ksefEnvironment(e.KSEF_BASE_URL);
  const qr = ksefEnvironment(url);
  if (api !== qr) {
    throw new Error(
      `KSEF_QR_URL (${qr}) must belong to the same KSeF environment as KSEF_BASE_URL (${api})`,
    );
  }
  const certificate = offlineCertificate(e, nip);
  // Offline invoices carry KOD II (the issuer's certificate), which needs the certificate.
  if (e.NODE_ENV === 'production' && certificate === null) {
    throw new Error(
      'KSEF_MODE=on needs KSEF_OFFLINE_CERTIFICATE_FILE and KSEF_OFFLINE_KEY_FILE in production: every offline invoice carries KOD II',
    );
  }
  return {
    qr: { url, certificate },
    mode: 'on' as const,
    baseUrl: e.KSEF_BASE_URL.replace(/\/$/, ''),
    nip,
    token: e.KSEF_TOKEN,
  };
}

/** The KSeF certificate of type Offline for „KOD II”, checked at start; null when not given. */
function offlineCertificate(e: Env, contextNip: string): OfflineCertificate | null {
  const { KSEF_OFFLINE_CERTIFICATE_FILE: certificateFile, KSEF_OFFLINE_KEY_FILE: keyFile } = e;
  if (!certificateFile && !keyFile) return null;
  if (!certificateFile || !keyFile) {
    throw new Error('KSEF_OFFLINE_CERTIFICATE_FILE and KSEF_OFFLINE_KEY_FILE go together');
  }
  const certificate = new X509Certificate(readFileSync(certificateFile));
  const key = createPrivateKey(readFileSync(keyFile));
  if (!certificate.checkPrivateKey(key)) {
    throw new Error('KSEF_OFFLINE_KEY_FILE is not the key of KSEF_OFFLINE_CERTIFICATE_FILE');
  }
  const details = key.asymmetricKeyDetails;
  const usable =
    (key.asymmetricKeyType === 'rsa' && (details?.modulusLength ?? 0) >= 2048) ||
    (key.asymmetricKeyType === 'ec' && details?.namedCurve === 'prime256v1');
  if (!usable) {
    throw new Error(
      'The KSeF offline certificate needs an RSA key of 2048 bits or more, or EC P-256',
    );
  }
  return { serialNumber: certificate.serialNumber, key, contextNip };
}

function imagesConfig(e: Env, dataDir: string) {
  const s3 = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        // Where browsers fetch the images (a CDN or the bucket's website); by default the
        // bucket's own URL on the endpoint.
        publicUrl: (
          e.S3_PUBLIC_URL ??
          (e.S3_ENDPOINT
            ? `${e.S3_ENDPOINT.replace(/\/$/, '')}/${e.S3_BUCKET}`
            : `https://${e.S3_BUCKET}.s3.${e.S3_REGION}.amazonaws.com`)
        ).replace(/\/$/, ''),
        // MinIO and most self-hosted stores need path-style URLs (endpoint/bucket/key).
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
      }
    : null;
  return { maxBytes: e.UPLOAD_MAX_BYTES, dir: path.join(dataDir, 'uploads'), s3 };
}

/** The browsers' push services (Chrome and Edge's FCM and WNS, Firefox's autopush, Safari's). */
const BROWSER_PUSH_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,*.push.apple.com,*.notify.windows.com';

/**
 * VAPID keys and subject, and where pushes may go: a subscription names any address, so only
 * these hosts are ever called (https, or a stand-in's http origin named in full).
 */
function webPushConfig(
  e: Env,
  { dataDir, production, publicUrl }: { dataDir: string; production: boolean; publicUrl: string },
) {
  const { WEB_PUSH_VAPID_PUBLIC_KEY: publicKey, WEB_PUSH_VAPID_PRIVATE_KEY: privateKey } = e;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY go together');
  }
  if (production && !publicKey) {
    throw new Error(
      'WEB_PUSH_VAPID_PUBLIC_KEY and WEB_PUSH_VAPID_PRIVATE_KEY are required in production (npx web-push generate-vapid-keys): browsers keep the public key their subscriptions were made with',
    );
  }
  const keys =
    publicKey && privateKey
      ? { publicKey, privateKey }
      : (JSON.parse(
          keptSecret(dataDir, 'web-push-vapid.json', () =>
            JSON.stringify(webPush.generateVAPIDKeys()),
          ),
        ) as { publicKey: string; privateKey: string });
  const subject =
    e.WEB_PUSH_SUBJECT ??
    (publicUrl.startsWith('https://')
      ? publicUrl
      : `mailto:${e.OPERATOR_EMAIL ?? DEMO_OPERATOR.email}`);
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new Error('WEB_PUSH_SUBJECT must be a mailto: or https: address (RFC 8292)');
  }
  const endpointHosts = (e.PUSH_ENDPOINT_HOSTS ?? BROWSER_PUSH_HOSTS)
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return { ...keys, subject, endpointHosts };
}

/** ShipX when both the token and the organisation are set; null: no shipments from the shop. */
function shipxConfig(e: Env) {
  const { SHIPX_TOKEN: token, SHIPX_ORGANIZATION_ID: organizationId } = e;
  if (!token && !organizationId) return null;
  if (!token || !organizationId) {
    throw new Error('InPost shipments need both SHIPX_TOKEN and SHIPX_ORGANIZATION_ID');
  }
  return {
    token,
    organizationId,
    baseUrl: e.SHIPX_BASE_URL.replace(/\/$/, ''),
    sendingMethod: e.SHIPX_SENDING_METHOD,
  };
}

function paymentsConfig(e: Env) {
  if (e.PAYMENT_PROVIDER === 'simulator') return { provider: 'simulator' as const };
  const { P24_MERCHANT_ID, P24_POS_ID, P24_API_KEY, P24_CRC } = e;
  if (!P24_MERCHANT_ID || !P24_POS_ID || !P24_API_KEY || !P24_CRC) {
    throw new Error(
      'PAYMENT_PROVIDER=przelewy24 needs P24_MERCHANT_ID, P24_POS_ID, P24_API_KEY and P24_CRC',
    );
  }
  return {
    provider: 'przelewy24' as const,
    przelewy24: {
      merchantId: P24_MERCHANT_ID,
      posId: P24_POS_ID,
      apiKey: P24_API_KEY,
      crc: P24_CRC,
      baseUrl: e.P24_BASE_URL.replace(/\/$/, ''),
    },
  };
}

/**
 * Where passkeys work: the relying party's domain (PASSKEY_RP_ID, else PUBLIC_URL's host) and the
 * pages' origins a ceremony may come from (PUBLIC_URL's and CORS_ORIGINS).
 */
function passkeysConfig(rpId: string | undefined, publicUrl: string, corsOrigins: string[]) {
  const origins = [...new Set([new URL(publicUrl).origin, ...corsOrigins])];
  return { rpId: rpId ?? new URL(publicUrl).hostname, rpName: SHOP_NAME, origins };
}
