import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * API answers of 1 KiB or more are compressed for clients that accept it: a page of posts is
 * 20-40 KB of JSON and about a fifth of that gzipped, which a phone on a slow link waits for
 * (issue 12). Registered inside the `/api` scope and that of the pages the server renders
 * (delivery/server-render/public-pages.ts) only: the front ends' files are served
 * precompressed by `static-files.ts`. Chromium offers brotli over HTTPS only, gzip otherwise.
 * Answers carry no ambient credentials (bearer tokens, no cookies), so a cross-site page cannot
 * make a victim's browser send the requests a compression side channel (BREACH) needs.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 4 / level 6: a few tenths of a millisecond for a page of posts; higher levels
    // cost several times the CPU for a few per cent fewer bytes.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
