import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'config-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadConfig', () => {
  test('defaults: port 3000, embedded database under DATA_DIR/db, demo seed on, generated JWT secret kept with mode 600', () => {
    const dataDir = path.join(dir, 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dbDir).toBe(path.join(dataDir, 'db'));
    expect(config.seedDemo).toBe(true);
    expect(config.redisUrl).toBeNull();
    expect(config.smtpUrl).toBeNull();
    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(config.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Generated once: the next start reads the same key.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  test('demo data goes into a DATABASE_URL database only when SEED_DEMO is explicitly true', () => {
    const base = { DATA_DIR: dir, DATABASE_URL: 'postgres://u@localhost:5432/app' };
    expect(loadConfig(base).seedDemo).toBe(false);
    expect(loadConfig({ ...base, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  test('PUBLIC_CACHE_TTL_SECONDS: 5 by default, 0 turns the cache off, anything but whole seconds is refused', () => {
    expect(loadConfig({ DATA_DIR: dir }).publicCacheTtlSeconds).toBe(5);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_CACHE_TTL_SECONDS: '0' }).publicCacheTtlSeconds).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_CACHE_TTL_SECONDS: '30' }).publicCacheTtlSeconds).toBe(30);
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_CACHE_TTL_SECONDS: 'soon' })).toThrow(/PUBLIC_CACHE_TTL_SECONDS/);
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_CACHE_TTL_SECONDS: '-1' })).toThrow(ConfigError);
  });

  test('EMAIL_POST_RECIPIENTS_PER_DAY: 50 by default, a whole number from 1 to 10 000', () => {
    expect(loadConfig({ DATA_DIR: dir }).emailPostRecipientsPerDay).toBe(50);
    expect(loadConfig({ DATA_DIR: dir, EMAIL_POST_RECIPIENTS_PER_DAY: '200' }).emailPostRecipientsPerDay).toBe(200);
    for (const bad of ['0', '-1', '2.5', 'many', '10001']) expect(() => loadConfig({ DATA_DIR: dir, EMAIL_POST_RECIPIENTS_PER_DAY: bad })).toThrow(/EMAIL_POST_RECIPIENTS_PER_DAY/);
  });

  test('request, connection and upload bounds: sensible defaults, whole numbers within their ranges', () => {
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      requestTimeoutMs: 600_000,
      connectionTimeoutMs: 120_000,
      headersTimeoutMs: 20_000,
      bodyTimeoutMs: 30_000,
      maxConnections: 10_000,
      maxConnectionsPerAddress: 256,
      uploads: { perUser: 2, inAll: 10, minBytes: 16_384, rateWindowMs: 15_000, minBytesPerSecond: 65_536, graceMs: 30_000, perHour: 100 },
    });
    const set = {
      DATA_DIR: dir,
      REQUEST_TIMEOUT_MS: '90000',
      CONNECTION_TIMEOUT_MS: '30000',
      HEADERS_TIMEOUT_MS: '5000',
      BODY_TIMEOUT_MS: '10000',
      MAX_CONNECTIONS: '500',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      UPLOADS_PER_USER: '1',
      UPLOADS_IN_ALL: '4',
      UPLOAD_MIN_BYTES: '1024',
      UPLOAD_RATE_WINDOW_MS: '5000',
      UPLOAD_MIN_RATE: '1048576',
      UPLOAD_GRACE_MS: '10000',
      UPLOADS_PER_HOUR: '20',
    };
    expect(loadConfig(set)).toMatchObject({
      requestTimeoutMs: 90_000,
      connectionTimeoutMs: 30_000,
      headersTimeoutMs: 5000,
      bodyTimeoutMs: 10_000,
      maxConnections: 500,
      maxConnectionsPerAddress: 0,
      uploads: { perUser: 1, inAll: 4, minBytes: 1024, rateWindowMs: 5000, minBytesPerSecond: 1_048_576, graceMs: 10_000, perHour: 20 },
    });
    // A request timeout under a minute would cut Node's 60 s header wait short.
    for (const [name, bad] of [
      ['REQUEST_TIMEOUT_MS', '59999'],
      ['CONNECTION_TIMEOUT_MS', '0'],
      ['HEADERS_TIMEOUT_MS', '999'],
      ['BODY_TIMEOUT_MS', 'soon'],
      ['MAX_CONNECTIONS', '0'],
      ['MAX_CONNECTIONS_PER_ADDRESS', '-1'],
      ['UPLOADS_PER_USER', '0'],
      ['UPLOADS_IN_ALL', 'many'],
      ['UPLOAD_MIN_BYTES', '0'],
      ['UPLOAD_RATE_WINDOW_MS', '1.5'],
      ['UPLOAD_MIN_RATE', '1023'],
      ['UPLOAD_GRACE_MS', '0'],
      ['UPLOADS_PER_HOUR', '0'],
    ]) {
      expect(() => loadConfig({ DATA_DIR: dir, [name]: bad })).toThrow(new RegExp(name));
    }
  });

  test('the request timeout must outlast an upload of the largest file at the slowest pace allowed', () => {
    // 30 s of grace and 25 MB (and its form) at 64 KiB/s: about 431 s.
    expect(() => loadConfig({ DATA_DIR: dir, REQUEST_TIMEOUT_MS: '400000' })).toThrow(/REQUEST_TIMEOUT_MS: must be at least 43\d{4} /);
    expect(loadConfig({ DATA_DIR: dir, REQUEST_TIMEOUT_MS: '400000', UPLOAD_MIN_RATE: '131072' }).requestTimeoutMs).toBe(400_000);
  });

  test('JWT_SECRET is required in production, and must be long enough', () => {
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required when NODE_ENV=production/);
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(ConfigError);
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  test('the journeys\' test clock is off unless asked for, and refused in production', () => {
    expect(loadConfig({ DATA_DIR: dir }).testClock).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, ENABLE_TEST_CLOCK: 'true' }).testClock).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ENABLE_TEST_CLOCK: 'true' })).toThrow(/ENABLE_TEST_CLOCK: only for journeys/);
  });

  test('ADMIN_REPORT_URL and MAIL_SERVICE_DASHBOARD_URL: none by default; http(s) addresses only', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ adminReportUrl: null, mailServiceDashboardUrl: null });
    const config = loadConfig({ DATA_DIR: dir, ADMIN_REPORT_URL: 'https://reports.example.com/embed/1', MAIL_SERVICE_DASHBOARD_URL: 'https://mail.example.com/dashboard' });
    expect(config).toMatchObject({ adminReportUrl: 'https://reports.example.com/embed/1', mailServiceDashboardUrl: 'https://mail.example.com/dashboard' });
    expect(() => loadConfig({ DATA_DIR: dir, ADMIN_REPORT_URL: 'javascript:alert(1)' })).toThrow(/ADMIN_REPORT_URL: must be an absolute http:\/\/ or https:\/\/ URL/);
    expect(() => loadConfig({ DATA_DIR: dir, MAIL_SERVICE_DASHBOARD_URL: 'mail.example.com' })).toThrow(/MAIL_SERVICE_DASHBOARD_URL/);
  });

  test('bad values fail fast naming every problem', () => {
    try {
      loadConfig({ DATA_DIR: dir, PORT: 'abc', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x', PUBLIC_URL: 'nope' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL']) expect(message).toContain(name);
    }
  });

  test('METRICS_PORT (default 9464) and METRICS_HOST (default 127.0.0.1); the metrics port is never the public one', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ metricsPort: 9464, metricsHost: '127.0.0.1' });
    expect(loadConfig({ DATA_DIR: dir, METRICS_PORT: '0', METRICS_HOST: '10.0.0.5' })).toMatchObject({ metricsPort: 0, metricsHost: '10.0.0.5' });
    expect(() => loadConfig({ DATA_DIR: dir, PORT: '8080', METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ DATA_DIR: dir, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });

  test('LISTEN_SOCKET: none by default; an absolute path short enough for a socket', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ listenSocket: null });
    expect(loadConfig({ DATA_DIR: dir, LISTEN_SOCKET: '/run/insolvency/api-1.sock' })).toMatchObject({ listenSocket: '/run/insolvency/api-1.sock' });
    expect(() => loadConfig({ DATA_DIR: dir, LISTEN_SOCKET: 'api.sock' })).toThrow(/LISTEN_SOCKET: must be an absolute path/);
    expect(() => loadConfig({ DATA_DIR: dir, LISTEN_SOCKET: `/${'x'.repeat(100)}.sock` })).toThrow(/LISTEN_SOCKET: must be at most 96 bytes/);
  });

  test('PORT, PUBLIC_URL, SMTP_URL, REDIS_URL are read', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      PORT: '8080',
      PUBLIC_URL: 'https://market.example.com/',
      SMTP_URL: 'smtp://mail:25',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://market.example.com',
      smtpUrl: 'smtp://mail:25',
      redisUrl: 'redis://cache:6379',
      trustProxy: 1,
    });
  });
});
