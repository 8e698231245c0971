import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP admits what a Module Federation front end needs: scripts and
 * chunks from our own origin only, antd's css-in-js inline styles, blob: workers, data:
 * images; no plugins, no framing, no foreign base URL.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
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
  });
}
