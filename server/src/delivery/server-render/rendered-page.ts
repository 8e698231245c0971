import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A whole page the server rendered, kept with its compressed forms: the same bytes go to every
 * visitor of the same view, so compressing them once (at the highest settings: it is paid once
 * per page, not per request) is what lets a cached page be served at the rate of a static file.
 */
export class RenderedPage {
  readonly etag: string;
  private brotli?: Buffer;
  private gzip?: Buffer;

  constructor(readonly html: string) {
    this.etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  }

  /** Sends the page in the encoding the request accepts (brotli, then gzip), or a 304 for its ETag. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('cache-control', 'no-cache').header('etag', this.etag).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (request.headers['if-none-match'] === this.etag) return reply.code(304).send();
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (accepted.has('br')) {
      this.brotli ??= brotliCompressSync(this.html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
      return reply.header('content-encoding', 'br').send(this.brotli);
    }
    if (accepted.has('gzip')) {
      this.gzip ??= gzipSync(this.html, { level: constants.Z_BEST_COMPRESSION });
      return reply.header('content-encoding', 'gzip').send(this.gzip);
    }
    return reply.send(this.html);
  }
}

/** The codings an Accept-Encoding header allows (those without `q=0`). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [coding, ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  return accepted;
}
