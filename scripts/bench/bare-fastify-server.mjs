// @ts-check
// The baseline for the API figures: a bare Fastify JSON route, in its own process like the
// product's server. Prints `listening <port>` once ready.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './util.mjs';

// The same Fastify the server uses.
const requireFromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
const Fastify = requireFromServer('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok', servedBy: 'bare fastify' }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
