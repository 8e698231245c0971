import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PACK_FILE_MAX_BYTES } from '@insolvency/shared-contracts/deal-room';
import { PRIVATE_FILE, PRIVATE_FOLDER } from './private-files';

/** The repository root: `shell/dist`, `remote-<area>/dist` and the default `.data` live here. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** `METRICS_PORT`: the port of Prometheus' `/metrics` (plugins/metrics), never the public one; 0 = any free port. */
  metricsPort: number;
  /** `METRICS_HOST`: the address the metrics port listens on; the machine itself unless configured. */
  metricsHost: string;
  /** `LISTEN_SOCKET`: a Unix socket the instance also listens on, for a load balancer on the same host (plugins/socket-listener); null = none. */
  listenSocket: string | null;
  /** Where the built front ends are looked for (`shell/dist`, `remote-<area>/dist`). */
  rootDir: string;
  /** `.data`: PGlite files, outbox, `remotes.json`, `deployments/`, the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL URL; null = embedded PGlite in `dbDir`. */
  databaseUrl: string | null;
  dbDir: string;
  smtpUrl: string | null;
  redisUrl: string | null;
  publicUrl: string;
  /** HS256 key for access tokens (at least 32 characters). */
  jwtSecret: string;
  /** Seed the demo accounts and posts (the seed itself only does so on an empty database). */
  seedDemo: boolean;
  /** Fastify `trustProxy`: true/false, a hop count, or a comma list of addresses. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /**
   * Seconds the visitor home's public answers (`unauth/homeposts`, `unauth/homestats`) are
   * reused by this process and may be cached by browsers and CDNs; 0 = computed per request.
   */
  publicCacheTtlSeconds: number;
  /** `From` of every mail the product sends. */
  mailFrom: string;
  /** The support mailbox: receives contact messages, named in every mail. */
  supportEmail: string;
  /** Where mails are written as `.eml` files when no SMTP_URL is set (`<dataDir>/outbox`). */
  outboxDir: string;
  /** HMAC key signing ALTCHA challenges and captcha passes; generated and kept in `<dataDir>/altcha-key` when not set. */
  altchaHmacKey: string;
  /** Upper bound of an ALTCHA challenge's secret number (the proof-of-work's cost). */
  altchaMaxNumber: number;
  /** Google reCAPTCHA: used instead of ALTCHA when the secret is set. */
  recaptchaSecret: string | null;
  recaptchaSiteKey: string | null;
  /** Shared secret of the mail provider's event webhook; null = webhook disabled. */
  mailWebhookSecret: string | null;
  /** The seller of the listings, printed on every invoice as a UK VAT invoice requires. */
  supplier: { name: string; address: string; vatNumber: string };
  /** `ADMIN_REPORT_URL`: the third-party report embedded on Dashboards (its origin is admitted as a frame); null = none. */
  adminReportUrl: string | null;
  /** `MAIL_SERVICE_DASHBOARD_URL`: the mail delivery service linked from the admin menu; null = no link. */
  mailServiceDashboardUrl: string | null;
  /** `ENABLE_TEST_CLOCK`: journeys may move a request's clock (plugins/test-clock); never in production. */
  testClock: boolean;
  /**
   * How often the background sweep queues due scheduled mails (daily digests, watchlist reminders), in ms.
   * From 60000 on, pg-boss's schedule `scheduled-mails` triggers it (cron in whole minutes, one run per
   * tick across instances); below (journeys, tests) an in-process timer in each instance does.
   */
  scheduledMailSweepMs: number;
  /**
   * `SANCTIONS_LIST_URL`: where the UK Sanctions List (its CSV or XML) is fetched from every day
   * and imported as a new version (services/sanctions/list-download.ts); null = never fetched
   * (the default, and always in tests): Admin uploads it or `npm run sanctions -- import` does.
   */
  sanctionsListUrl: string | null;
  /** `SANCTIONS_LIST_CRON`: when that fetch runs, a pg-boss cron in UTC (default 06:30 every day). */
  sanctionsListCron: string;
  /** After SIGTERM, the process exits 1 with what was in flight if closing takes longer (ms). */
  shutdownTimeoutMs: number;
  /** `EMAIL_POST_RECIPIENTS_PER_DAY`: addresses one user may send posts to (E-mail Post) in 24 hours. */
  emailPostRecipientsPerDay: number;
  /** `SEARCH_REQUESTS_PER_MINUTE`: searches one signed-in user, or one visitor's address, may have the database answer a minute (GET unauth/search; answers from the cache are not counted). */
  searchRequestsPerMinute: number;
  /** `POST_SAVES_PER_HOUR`: saves of a post's texts (new drafts, detail and description amendments) one user may make in an hour. */
  postSavesPerHour: number;
  /** `SCREENED_DETAIL_SAVES_PER_HOUR`: saves of the details a buyer is screened on (their beneficial owners; their name or company) one buyer may make in an hour: each change is screened against the sanctions list and its run kept. */
  screenedDetailSavesPerHour: number;
  /** `REQUEST_TIMEOUT_MS`: a request's headers and body must all arrive within it (Fastify `requestTimeout`; Node answers 408). */
  requestTimeoutMs: number;
  /** `CONNECTION_TIMEOUT_MS`: a connection idle this long is closed (Fastify `connectionTimeout`). */
  connectionTimeoutMs: number;
  /** `HEADERS_TIMEOUT_MS`: a request's headers must all arrive within it (Node `headersTimeout`; 408). */
  headersTimeoutMs: number;
  /** `BODY_TIMEOUT_MS`: the body of a request other than an upload must arrive within it (408); uploads keep their own pace. */
  bodyTimeoutMs: number;
  /** `MAX_CONNECTIONS`: open connections this instance keeps; past it a new one is closed at once (Node `maxConnections`). */
  maxConnections: number;
  /** `MAX_CONNECTIONS_PER_ADDRESS`: open connections one client address keeps (0 = no cap); not applied behind a proxy (TRUST_PROXY), whose own limits hold. */
  maxConnectionsPerAddress: number;
  /** `STAMP_TIME_LIMIT_MS`: longest a PDF's stamp (or its page count at upload) may run before its worker is ended and the file refused (422). */
  stampTimeLimitMs: number;
  /** File uploads (pack documents, proofs of funds): their bounds, see services/deal-room/received-uploads. */
  uploads: UploadBounds;
  /**
   * `RELEASE_RETENTION_DAYS`: how long a front-end release stays served once another is current
   * (services/releases), so a page opened before a release still loads its lazy chunks.
   */
  releaseRetentionDays: number;
}

export interface UploadBounds {
  /** `UPLOADS_PER_USER`: uploads one user may have under way at once (429 past it). */
  perUser: number;
  /** `UPLOADS_IN_ALL`: uploads one API instance receives at once (503 past it). */
  inAll: number;
  /** `UPLOAD_MIN_BYTES` over `UPLOAD_RATE_WINDOW_MS`: an upload that delivers fewer in any such window is cut off (408). */
  minBytes: number;
  rateWindowMs: number;
  /**
   * `UPLOAD_MIN_RATE` (bytes a second) after `UPLOAD_GRACE_MS`: from the grace's end an upload
   * must have delivered this many bytes for each second since, or it is cut off (408). Its time
   * so follows its size: a file of S bytes has `graceMs + S / minBytesPerSecond` to arrive.
   * When the instance is full, an upload whose average rate is below it gives up its place.
   */
  minBytesPerSecond: number;
  graceMs: number;
  /** `UPLOADS_PER_HOUR`: uploads one account may start in an hour, across instances (429 with Retry-After past it). */
  perHour: number;
}

/** The largest upload body: a 25 MB file and the form around it (fields, part headers, boundaries). */
export const UPLOAD_BODY_MAX_BYTES = PACK_FILE_MAX_BYTES + 64 * 1024;

/** The time an upload of `bytes` has to arrive at the slowest pace it may keep. */
export function uploadTimeAllowedMs(bounds: Pick<UploadBounds, 'minBytesPerSecond' | 'graceMs'>, bytes: number): number {
  return bounds.graceMs + Math.ceil((bytes * 1000) / bounds.minBytesPerSecond);
}

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const booleanFlag = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);

const webAddress = z.preprocess(
  emptyToUndefined,
  z
    .url({ protocol: /^https?$/, error: 'must be an absolute http:// or https:// URL' })
    .optional(),
);

/** A whole number of `unit` from `min` to `max`, `fallback` when unset. */
const wholeNumber = (unit: string, min: number, max: number, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number({ error: `must be a whole number of ${unit}` }).int(`must be a whole number of ${unit}`).min(min).max(max).default(fallback));

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(9464)),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  // A socket's path has at most 107 bytes on Linux; the instance binds it first with `.<pid>` added.
  LISTEN_SOCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => path.isAbsolute(value), 'must be an absolute path')
      .refine((value) => Buffer.byteLength(value) <= 96, 'must be at most 96 bytes long')
      .optional(),
  ),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: optionalString,
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional()),
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL').optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ error: 'must be an absolute URL such as https://example.com' }).optional()),
  JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  SEED_DEMO: booleanFlag,
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  PUBLIC_CACHE_TTL_SECONDS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number of seconds' }).int('must be a whole number of seconds').min(0).max(3600).default(5),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('"Insolvency Marketplace" <no-reply@localhost>')),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email({ error: 'must be an e-mail address' }).default('support@localhost')),
  SUPPLIER_NAME: z.preprocess(emptyToUndefined, z.string().max(200).default('Insolvency Marketplace Ltd')),
  SUPPLIER_ADDRESS: z.preprocess(emptyToUndefined, z.string().max(500).default('1 Example Street, London, EC1A 1AA')),
  SUPPLIER_VAT_NUMBER: z.preprocess(emptyToUndefined, z.string().max(20).default('GB000000000')),
  ALTCHA_HMAC_KEY: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  ALTCHA_MAX_NUMBER: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(100).max(10_000_000).default(100_000),
  ),
  RECAPTCHA_SECRET: optionalString,
  RECAPTCHA_SITE_KEY: optionalString,
  MAIL_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().min(16, 'must be at least 16 characters').optional()),
  ENABLE_TEST_CLOCK: booleanFlag,
  ADMIN_REPORT_URL: webAddress,
  MAIL_SERVICE_DASHBOARD_URL: webAddress,
  SANCTIONS_LIST_URL: webAddress,
  SANCTIONS_LIST_CRON: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\S+( \S+){4}$/, 'must be a cron of five fields (minute hour day month weekday)')
      .default('30 6 * * *'),
  ),
  SCHEDULED_MAIL_SWEEP_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number of milliseconds' }).int('must be a whole number of milliseconds').min(500).max(3_600_000).default(60_000),
  ),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number of milliseconds' }).int('must be a whole number of milliseconds').min(1_000).max(600_000).default(25_000),
  ),
  EMAIL_POST_RECIPIENTS_PER_DAY: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number of addresses' }).int('must be a whole number of addresses').min(1).max(10_000).default(50),
  ),
  SEARCH_REQUESTS_PER_MINUTE: wholeNumber('searches', 1, 100_000, 60),
  POST_SAVES_PER_HOUR: wholeNumber('saves', 1, 10_000, 120),
  SCREENED_DETAIL_SAVES_PER_HOUR: wholeNumber('saves', 1, 10_000, 30),
  RELEASE_RETENTION_DAYS: wholeNumber('days', 7, 3650, 7),
  REQUEST_TIMEOUT_MS: wholeNumber('milliseconds', 60_000, 3_600_000, 600_000),
  CONNECTION_TIMEOUT_MS: wholeNumber('milliseconds', 10_000, 3_600_000, 120_000),
  UPLOADS_PER_USER: wholeNumber('uploads', 1, 100, 2),
  UPLOADS_IN_ALL: wholeNumber('uploads', 1, 10_000, 10),
  UPLOAD_MIN_BYTES: wholeNumber('bytes', 1, 10_485_760, 16_384),
  UPLOAD_RATE_WINDOW_MS: wholeNumber('milliseconds', 1000, 600_000, 15_000),
  // Half of what a 1 Mbit/s line delivers (125 000 B/s): a 25 MB file on such a line takes 3.5
  // minutes, its allowance 7; a client below it holds a place for at most its grace.
  UPLOAD_MIN_RATE: wholeNumber('bytes a second', 1024, 104_857_600, 65_536),
  UPLOAD_GRACE_MS: wholeNumber('milliseconds', 1000, 600_000, 30_000),
  UPLOADS_PER_HOUR: wholeNumber('uploads', 1, 100_000, 100),
  HEADERS_TIMEOUT_MS: wholeNumber('milliseconds', 1000, 120_000, 20_000),
  BODY_TIMEOUT_MS: wholeNumber('milliseconds', 1000, 600_000, 30_000),
  MAX_CONNECTIONS: wholeNumber('connections', 1, 1_000_000, 10_000),
  MAX_CONNECTIONS_PER_ADDRESS: wholeNumber('connections', 0, 1_000_000, 256),
  STAMP_TIME_LIMIT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number of milliseconds' }).int('must be a whole number of milliseconds').min(100).max(300_000).default(30_000),
  ),
});

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * A key of an installation that did not configure one (JWT, ALTCHA): generated once, kept in
 * `<dataDir>/<fileName>` (mode 600) so tokens and challenges survive restarts.
 */
function embeddedSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: PRIVATE_FILE });
  chmodSync(file, PRIVATE_FILE);
  return secret;
}

/** DATA_DIR as the server reads it: relative to the current directory; `<rootDir>/.data` when unset or blank. */
export function dataDirFrom(setting: string | undefined, rootDir: string = REPO_ROOT): string {
  return setting?.trim() ? path.resolve(setting) : path.join(rootDir, '.data');
}

/**
 * Reads and validates the environment; throws ConfigError naming every problem.
 * Relative DATA_DIR is taken from the current directory; the default is `<repo>/.data`.
 */
/** The configuration from the environment for a process's start: on a problem its message is printed and the process ends (status 1). */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { rootDir?: string } = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const e = parsed.data;
  const rootDir = options.rootDir ?? REPO_ROOT;
  const dataDir = dataDirFrom(e.DATA_DIR, rootDir);
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (e.NODE_ENV === 'production' && e.ENABLE_TEST_CLOCK) {
    problems.push('ENABLE_TEST_CLOCK: only for journeys, never when NODE_ENV=production');
  }
  if (Boolean(e.RECAPTCHA_SECRET) !== Boolean(e.RECAPTCHA_SITE_KEY)) {
    problems.push('RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY: set both (Google reCAPTCHA) or neither (self-hosted ALTCHA)');
  }
  if (e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    problems.push('METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
  }
  const uploadMs = uploadTimeAllowedMs({ minBytesPerSecond: e.UPLOAD_MIN_RATE, graceMs: e.UPLOAD_GRACE_MS }, UPLOAD_BODY_MAX_BYTES);
  if (e.REQUEST_TIMEOUT_MS < uploadMs) {
    problems.push(`REQUEST_TIMEOUT_MS: must be at least ${uploadMs} (UPLOAD_GRACE_MS + a 25 MB upload at UPLOAD_MIN_RATE), or the request timeout cuts off uploads that keep their pace`);
  }
  if (problems.length) throw new ConfigError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    listenSocket: e.LISTEN_SOCKET ?? null,
    metricsPort: e.METRICS_PORT,
    metricsHost: e.METRICS_HOST,
    rootDir,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    dbDir: path.join(dataDir, 'db'),
    smtpUrl: e.SMTP_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? embeddedSecret(dataDir, 'jwt-secret'),
    // Demo data goes into an external database only when asked for; an embedded one gets it unless refused.
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO === true : e.SEED_DEMO !== false,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    publicCacheTtlSeconds: e.PUBLIC_CACHE_TTL_SECONDS,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    supplier: { name: e.SUPPLIER_NAME, address: e.SUPPLIER_ADDRESS, vatNumber: e.SUPPLIER_VAT_NUMBER },
    outboxDir: path.join(dataDir, 'outbox'),
    altchaHmacKey: e.ALTCHA_HMAC_KEY ?? embeddedSecret(dataDir, 'altcha-key'),
    altchaMaxNumber: e.ALTCHA_MAX_NUMBER,
    recaptchaSecret: e.RECAPTCHA_SECRET ?? null,
    recaptchaSiteKey: e.RECAPTCHA_SITE_KEY ?? null,
    mailWebhookSecret: e.MAIL_WEBHOOK_SECRET ?? null,
    testClock: e.ENABLE_TEST_CLOCK === true,
    adminReportUrl: e.ADMIN_REPORT_URL ?? null,
    mailServiceDashboardUrl: e.MAIL_SERVICE_DASHBOARD_URL ?? null,
    scheduledMailSweepMs: e.SCHEDULED_MAIL_SWEEP_MS,
    sanctionsListUrl: e.SANCTIONS_LIST_URL ?? null,
    sanctionsListCron: e.SANCTIONS_LIST_CRON,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    emailPostRecipientsPerDay: e.EMAIL_POST_RECIPIENTS_PER_DAY,
    searchRequestsPerMinute: e.SEARCH_REQUESTS_PER_MINUTE,
    postSavesPerHour: e.POST_SAVES_PER_HOUR,
    screenedDetailSavesPerHour: e.SCREENED_DETAIL_SAVES_PER_HOUR,
    releaseRetentionDays: e.RELEASE_RETENTION_DAYS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
    bodyTimeoutMs: e.BODY_TIMEOUT_MS,
    maxConnections: e.MAX_CONNECTIONS,
    maxConnectionsPerAddress: e.MAX_CONNECTIONS_PER_ADDRESS,
    uploads: {
      perUser: e.UPLOADS_PER_USER,
      inAll: e.UPLOADS_IN_ALL,
      minBytes: e.UPLOAD_MIN_BYTES,
      rateWindowMs: e.UPLOAD_RATE_WINDOW_MS,
      minBytesPerSecond: e.UPLOAD_MIN_RATE,
      graceMs: e.UPLOAD_GRACE_MS,
      perHour: e.UPLOADS_PER_HOUR,
    },
    stampTimeLimitMs: e.STAMP_TIME_LIMIT_MS,
  };
}
