import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values never reach the log (e-mail confirmation and reset links carry them). */
const SECRET_QUERY_KEYS = /^(token|refreshtoken|accesstoken|password|email)$/i;

/** The URL with secret query values replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = decodeURIComponentSafe(eq === -1 ? pair : pair.slice(0, eq));
      return eq !== -1 && SECRET_QUERY_KEYS.test(key) ? `${pair.slice(0, eq)}=[redacted]` : pair;
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
      req(request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip ?? request.socket?.remoteAddress };
      },
    },
  };
}
