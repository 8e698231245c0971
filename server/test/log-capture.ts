import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import { loggerOptions } from '../src/plugins/logging';

/** The server's own logger options writing into `lines`, so a test can read what would be logged. */
export function capturedLog(level: string): { lines: string[]; logger: FastifyServerOptions['logger'] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { ...(loggerOptions(level) as object), stream } };
}
