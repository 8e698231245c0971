import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Bodies under this size go as they are (as api-compression.ts's threshold). */
const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * A cached copy lives a few seconds (PUBLIC_CACHE_TTL_SECONDS), so the first request after it
 * expires waits for this compression. Measured on the 88 KB visitor home: quality 6 takes
 * ~2 ms for 14.5 KB, quality 9 ~15 ms for 14.4 KB (under 1 ms more on a 1.6 Mbit/s line).
 */
const BROTLI_QUALITY = 6;

/**
 * A body that many requests receive unchanged (a cached public answer, a rendered page), with
 * its compressed forms made once, off the event loop, the first time a client asks for each:
 * compressing a 40-100 KB body on every request is what would otherwise bound how many the
 * server answers a second. Sent with `Vary: Accept-Encoding`; api-compression.ts leaves a body
 * that already has a Content-Encoding alone.
 */
export class PrecompressedBody {
  private brotli?: Promise<Buffer>;
  private gzip?: Promise<Buffer>;
  private readonly compressible: boolean;

  constructor(readonly text: string) {
    this.compressible = Buffer.byteLength(text) >= COMPRESSION_THRESHOLD_BYTES;
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    reply.header('vary', 'accept-encoding');
    if (!this.compressible) return reply.send(this.text);
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (accepted.has('br')) {
      this.brotli ??= brotli(this.text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
      return reply.header('content-encoding', 'br').send(await this.brotli);
    }
    if (accepted.has('gzip')) {
      this.gzip ??= gzipped(this.text, { level: constants.Z_BEST_COMPRESSION });
      return reply.header('content-encoding', 'gzip').send(await this.gzip);
    }
    return reply.send(this.text);
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

/** One precompressed body per cached value, dropped with it. */
export function precompressedBodies<K extends object>(): (key: K, text: () => string) => PrecompressedBody {
  const bodies = new WeakMap<K, PrecompressedBody>();
  return (key, text) => {
    let body = bodies.get(key);
    if (!body) bodies.set(key, (body = new PrecompressedBody(text())));
    return body;
  };
}
