import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters whose values never reach the log: e-mail confirmation and reset links carry
 * tokens and addresses, unsubscribe links a signature (`sig`).
 */
const SECRET_QUERY_KEYS = /^(token|refreshtoken|accesstoken|password|email|sig|signature|secret|key|apikey|code|pass|captcha)$/i;
/**
 * A value that looks like a token whatever its key: a JWT, or 16 or more characters of
 * base64url or hex holding a digit and a letter (a search word, a date or a path does not).
 */
const JWT_LIKE = /^[\w-]{8,}\.[\w-]{2,}\.[\w-]*$/;
const TOKEN_LIKE = /^(?=.*\d)(?=.*[a-z])[\w\-.~]{16,}$/i;
const looksLikeToken = (value: string) => JWT_LIKE.test(value) || TOKEN_LIKE.test(value);

/** The URL with secret or token-looking query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const key = decodeURIComponentSafe(pair.slice(0, eq));
      const value = decodeURIComponentSafe(pair.slice(eq + 1));
      return SECRET_QUERY_KEYS.test(key) || looksLikeToken(value) ? `${pair.slice(0, eq)}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Request logging for the running server: one line in, one line out (Fastify's default),
 * with the request id, and without headers (bearer and refresh tokens) or secret query values.
 */
export function loggerOptions(level: string): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.accesstoken', 'req.headers.refreshtoken'], remove: true },
    serializers: {
      err: describeError,
      req(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip ?? request.socket?.remoteAddress };
      },
    },
  };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
const EMAIL_ADDRESS = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;
const LOGGED_MESSAGE_MAX = 300;

type ErrorLike = Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; query?: unknown; cause?: unknown };

/** The database error in a chain of causes (drizzle wraps the driver's error). */
function databaseError(error: ErrorLike): ErrorLike | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as ErrorLike;
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

/** `insert into "users"` out of the statement text; the statement's parameters are never read. */
function statementName(query: unknown): string | undefined {
  if (typeof query !== 'string') return undefined;
  const match = /^\s*(insert\s+into|update|delete\s+from|select\b[\s\S]*?\bfrom|with)\s+("?[\w.]+"?)/i.exec(query);
  return match ? `${match[1].split(/\s/)[0].toLowerCase()} ${match[2]}` : query.trim().split(/\s+/)[0]?.toLowerCase();
}

/**
 * What the log keeps of an error: never a request value. A database error is logged by its
 * SQLSTATE code, constraint, table and statement name, not its message (drizzle's message
 * lists the statement's parameters: e-mail addresses, names, password hashes). Any other
 * error keeps its type, a short message with e-mail addresses masked, and its stack frames.
 */
export interface DescribedError {
  type: string;
  message: string;
  stack: string;
  [detail: string]: unknown;
}

export function describeError(value: unknown): DescribedError {
  if (!(value instanceof Error)) return { type: typeof value, message: '', stack: '' };
  const error = value as ErrorLike;
  const db = databaseError(error);
  if (db) {
    const query = error.query ?? db.query;
    const statement = query ? statementName(query) : undefined;
    return {
      type: 'DatabaseError',
      message: `database error ${String(db.code)}${statement ? ` in ${statement}` : ''}`,
      stack: '',
      code: db.code,
      ...(typeof db.constraint === 'string' ? { constraint: db.constraint } : {}),
      ...(typeof db.table === 'string' ? { table: db.table } : {}),
      ...(typeof db.column === 'string' ? { column: db.column } : {}),
      ...(statement ? { statement } : {}),
    };
  }
  const message = error.message.slice(0, LOGGED_MESSAGE_MAX).replace(EMAIL_ADDRESS, '[address]');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n');
  return { type: error.name, message, ...(typeof error.code === 'string' ? { code: error.code } : {}), stack: frames };
}
