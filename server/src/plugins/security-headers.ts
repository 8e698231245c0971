import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// The middleware @fastify/helmet wraps (pinned to the version it brings): applied directly to
// the answers Fastify gives before any hook runs (a malformed URL).
import helmet, { type HelmetOptions } from 'helmet';
import { isFilePath } from '../http/file-paths';

/**
 * Google reCAPTCHA's script and its challenge frame (Google's own CSP guidance). Admitted only
 * when the server is configured for reCAPTCHA (RECAPTCHA_SECRET); the default, self-hosted
 * ALTCHA needs nothing beyond our origin (its proof of work runs in blob: workers).
 */
const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Frames: reCAPTCHA's challenge when configured, the admin's embedded report's origin when configured; otherwise none beyond default-src. */
function frameSources(options: SecurityHeaderOptions): { frameSrc?: string[] } {
  const sources = [...(options.recaptcha ? RECAPTCHA_FRAME_SOURCES : []), ...(options.reportUrl ? [new URL(options.reportUrl).origin] : [])];
  return sources.length ? { frameSrc: sources } : {};
}

/** Scripts from our origin (and reCAPTCHA's when configured); on a page, its inline scripts by their hashes. */
function scriptSources(options: SecurityHeaderOptions): (string | ((request: IncomingMessage) => string))[] {
  const fixed = ["'self'", ...(options.recaptcha ? RECAPTCHA_SCRIPT_SOURCES : [])];
  const { inlineScriptSources } = options;
  if (!inlineScriptSources) return fixed;
  return [
    (request) => {
      // Only a page runs inline scripts: an API answer or a file (`/main.1a2b.js`) admits none, and costs no look at the shell's page.
      const pathname = (request.url ?? '').split('?')[0];
      const page = !pathname.startsWith('/api/') && (!isFilePath(pathname) || /\.html?$/i.test(pathname));
      const inline = page ? inlineScriptSources() : '';
      return [...fixed, ...(inline ? [inline] : [])].join(' ');
    },
  ];
}

/**
 * Security headers. The CSP admits what a Module Federation front end needs: scripts and
 * chunks from our own origin only, antd's css-in-js inline styles, blob: workers, data:
 * images; no plugins, no framing, no foreign base URL.
 */
function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: scriptSources(options),
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        ...frameSources(options),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only behind HTTPS: on plain-http localhost it would break asset loading in some browsers.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Module Federation fetches manifests and chunks from our own origin; nothing cross-origin is embedded.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    hsts: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
  };
}

export interface SecurityHeaderOptions {
  https: boolean;
  recaptcha?: boolean;
  /** ADMIN_REPORT_URL: its origin may be framed (the Dashboards screen embeds it). */
  reportUrl?: string | null;
  /** The hashes of the inline scripts of the pages served now, as CSP sources (`'sha256-…'`, space-separated). */
  inlineScriptSources?: () => string;
}

export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, { global: true, ...(helmetOptions(options) as FastifyHelmetOptions) });
}

/** The same headers, for an answer given outside the request hooks (Fastify's `frameworkErrors`). */
export function securityHeadersFor(options: SecurityHeaderOptions): (request: FastifyRequest, reply: FastifyReply) => void {
  const middleware = helmet(helmetOptions(options));
  return (request, reply) => middleware(request.raw, reply.raw, () => undefined);
}
