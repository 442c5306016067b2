// The environment the server reads: every variable, its default and its check (README's
// configuration table). config.ts turns it into the typed configuration.
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Server processes (Node cluster); `--workers N` on the command line sets WORKERS.
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Log lines a slow reader has not taken yet, at most (bytes); past it lines are dropped.
  LOG_BUFFER_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(8 * 1024 * 1024),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(20),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // How long a stopping server (SIGTERM) lets requests in flight finish before it exits anyway.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  JWT_SECRET: optional,
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  PUBLIC_URL: optional,
  CORS_ORIGINS: optional,
  REDIS_URL: optional,
  // Proxies whose X-Forwarded-For is believed: addresses or CIDRs (comma-separated), a number
  // of hops, or true (any: only when nothing else can reach the port). Default: none.
  TRUST_PROXY: optional,
  REDIS_KEY_PREFIX: z.string().default('shop:'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  // Limits per account or client address (http/action-limits.ts).
  COUPON_GUESSES_PER_15_MINUTES: z.coerce.number().int().min(1).default(10),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  ORDERS_PER_10_MINUTES: z.coerce.number().int().min(1).default(20),
  PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().min(1).default(5),
  PASSWORD_CHECKS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  RETURN_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  BLIK_CODES_PER_ORDER: z.coerce.number().int().min(1).default(5),
  BLIK_CODES_PER_HOUR: z.coerce.number().int().min(1).default(15),
  SMS_CODES_PER_DAY: z.coerce.number().int().min(1).default(5),
  PASSKEY_SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  // The passkeys' relying party (docs/passkeys.md): the domain they belong to; PUBLIC_URL's host
  // by default. A passkey made for one domain signs in only there and on its subdomains.
  PASSKEY_RP_ID: optional,
  CATALOGUE_CACHE_MB: z.coerce.number().positive().default(64),
  // Refuse a product without its GPSR safety data (decision 028); false for a shop whose whole
  // stock predates 13 Dec 2024, or scripts that create products with the specification's body.
  PRODUCT_SAFETY_REQUIRED: flag,
  SEED_DEMO: flag,
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  WEB_DIST_DIR: optional,
  GEOWIDGET_TOKEN: optional,
  GEOWIDGET_SCRIPT_URL: z.string().default('https://geowidget.inpost.pl/inpost-geowidget.js'),
  GEOWIDGET_CSS_URL: z.string().default('https://geowidget.inpost.pl/inpost-geowidget.css'),
  PRINTER_DEFAULT_URL: z.string().default('http://192.168.1.50:8888'),
  // Orders and payments: reservation time (minutes, fractions allowed), provider, mail.
  ORDER_RESERVATION_MINUTES: z.coerce.number().positive().default(30),
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).default(2),
  // The lobby of a drop's opening (decision 031): from LOBBY_OPENS_MINUTES before the start to
  // LOBBY_CLOSES_MINUTES after it; shoppers admitted at the rate measured at an earlier opening
  // (flows/lobby/capacity.ts), LOBBY_ADMISSIONS_PER_SECOND a second until one has, each
  // for LOBBY_ADMISSION_MINUTES; a shopper who stops asking keeps the place LOBBY_GRACE_SECONDS.
  LOBBY_OPENS_MINUTES: z.coerce.number().positive().default(10),
  LOBBY_CLOSES_MINUTES: z.coerce.number().positive().default(15),
  LOBBY_ADMISSIONS_PER_SECOND: z.coerce.number().positive().default(200),
  LOBBY_ADMISSION_MINUTES: z.coerce.number().positive().default(10),
  // At most this many shoppers admitted in the last 30 s per piece free to buy.
  LOBBY_SHOPPERS_PER_PIECE: z.coerce.number().positive().default(3),
  LOBBY_GRACE_SECONDS: z.coerce.number().positive().default(60),
  // Joining a lobby costs a small proof of work (about a second of a phone's time at the
  // default cost); off for load tests.
  LOBBY_CHALLENGE: z.enum(['on', 'off']).default('on'),
  LOBBY_CHALLENGE_COST: z.coerce.number().int().positive().default(70_000),
  // Accounts created less than this many minutes before a drop's start join its lobby without
  // the draw, behind those who waited with older accounts (0: off).
  LOBBY_HOLD_NEW_ACCOUNTS_MINUTES: z.coerce.number().min(0).default(0),
  PAYMENT_PROVIDER: z.enum(['simulator', 'przelewy24']).default('simulator'),
  P24_MERCHANT_ID: z.coerce.number().int().positive().optional(),
  P24_POS_ID: z.coerce.number().int().positive().optional(),
  P24_API_KEY: optional,
  P24_CRC: optional,
  P24_BASE_URL: z.url().default('https://sandbox.przelewy24.pl/api/v1'),
  // InPost ShipX (docs/shipments.md): parcels for paid orders; both set, or staff ship by hand.
  SHIPX_TOKEN: optional,
  SHIPX_ORGANIZATION_ID: z.coerce.number().int().positive().optional(),
  SHIPX_BASE_URL: z.url().default('https://sandbox-api-shipx-pl.easypack24.net'),
  // How parcels reach InPost: a courier collects them (dispatch_order), or staff take them to a
  // locker or point (parcel_locker, pop, pok, ...).
  SHIPX_SENDING_METHOD: z
    .enum(['dispatch_order', 'parcel_locker', 'pop', 'pok', 'courier_pok', 'branch', 'any_point'])
    .default('dispatch_order'),
  // KSeF (decision 030): the KSeF token of the seller's context and its NIP (default
  // OPERATOR_NIP); the API address (the Ministry's test environment by default; production:
  // https://api.ksef.mf.gov.pl/v2) and its QR address. KSEF_MODE=off: the seller is exempt
  // until 2027, invoices are recorded as not sent. KSEF_OFFLINE_CERTIFICATE_FILE and
  // KSEF_OFFLINE_KEY_FILE: the seller's KSeF certificate of type Offline and its private key
  // (PEM), for the QR code „KOD II” on offline invoices.
  KSEF_TOKEN: optional,
  // GET /metrics answers only with "Authorization: Bearer <this>" (at least 32 characters, so it
  // cannot be guessed); unset, it does not exist.
  METRICS_TOKEN: optional.refine(
    (token) => token === undefined || token.length >= 32,
    'must have at least 32 characters (e.g. openssl rand -hex 24)',
  ),
  KSEF_OFFLINE_CERTIFICATE_FILE: optional,
  KSEF_OFFLINE_KEY_FILE: optional,
  KSEF_NIP: optional,
  KSEF_BASE_URL: z.url().default('https://api-test.ksef.mf.gov.pl/v2'),
  KSEF_QR_URL: z.url().default('https://qr-test.ksef.mf.gov.pl'),
  KSEF_MODE: z.enum(['on', 'off']).default('on'),
  // Web Push (docs/alarms.md): the VAPID key pair (npx web-push generate-vapid-keys) and the
  // contact the push services may write to (mailto: or https:); outside production the pair is
  // made and kept in DATA_DIR when unset. PUSH_ENDPOINT_HOSTS: where pushes may go (hosts, *.suffix,
  // or an http(s):// origin for a local stand-in); by default the browsers' push services.
  WEB_PUSH_VAPID_PUBLIC_KEY: optional,
  WEB_PUSH_VAPID_PRIVATE_KEY: optional,
  WEB_PUSH_SUBJECT: optional,
  PUSH_ENDPOINT_HOSTS: optional,
  // SMS through SMSAPI.pl (docs/alarms.md): without a token the shop offers no SMS alarms.
  SMSAPI_TOKEN: optional,
  SMSAPI_BASE_URL: z.url().default('https://api.smsapi.pl'),
  // A sender name registered in SMSAPI (at most 11 characters); unset, the account's default.
  SMS_SENDER: optional.refine(
    (name) => name === undefined || /^[A-Za-z0-9 .-]{1,11}$/.test(name),
    'a sender name of 1-11 letters, digits, spaces, dots or dashes',
  ),
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('Sklep Outlet <sklep@localhost>'),
  // Product images: upload size limit, and S3-compatible storage when S3_BUCKET is set.
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  S3_FORCE_PATH_STYLE: flag,
  // The shop's operator as shown on /contact and in the legal pages (runtime config, not the
  // bundle). Unset values fall back to demo data that the pages mark as such.
  OPERATOR_NAME: optional,
  OPERATOR_STREET: optional,
  OPERATOR_POSTAL_CODE: optional,
  OPERATOR_CITY: optional,
  OPERATOR_NIP: optional,
  OPERATOR_KRS: optional,
  OPERATOR_REGON: optional,
  OPERATOR_EMAIL: optional,
  OPERATOR_PHONE: optional,
});

export type Env = z.infer<typeof envSchema>;
