import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The repository root: `shell/dist`, `remote-<area>/dist` and the default `.data` live here. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
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

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
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
});

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * The JWT key of an installation without JWT_SECRET: generated once, kept in
 * `<dataDir>/jwt-secret` (mode 600) so tokens survive restarts.
 */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Reads and validates the environment; throws ConfigError naming every problem.
 * Relative DATA_DIR is taken from the current directory; the default is `<repo>/.data`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: { rootDir?: string } = {}): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const e = parsed.data;
  const rootDir = options.rootDir ?? REPO_ROOT;
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(rootDir, '.data');
  const problems: string[] = [];
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    problems.push('JWT_SECRET: required when NODE_ENV=production (at least 32 random characters)');
  }
  if (problems.length) throw new ConfigError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    rootDir,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    dbDir: path.join(dataDir, 'db'),
    smtpUrl: e.SMTP_URL ?? null,
    redisUrl: e.REDIS_URL ?? null,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? embeddedJwtSecret(dataDir),
    // Demo data goes into an external database only when asked for; an embedded one gets it unless refused.
    seedDemo: e.DATABASE_URL ? e.SEED_DEMO === true : e.SEED_DEMO !== false,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    publicCacheTtlSeconds: e.PUBLIC_CACHE_TTL_SECONDS,
  };
}
