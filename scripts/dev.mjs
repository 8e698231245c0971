// @ts-check
// `npm run dev`: the API in watch mode on :3000, and webpack-dev-server with hot reload for the
// shell (:3200, open this one) and each remote (:3201-3204). The shell's dev /remotes.json
// points at the remotes' dev servers; every dev server proxies /api to the API.
// One remote alone: `npm run dev -w @insolvency/remote-public` (standalone page on its port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { DEV_PORTS } = require('../build-tools/webpack/create-federated-config.js');
const webpackCli = require.resolve('webpack-cli/bin/cli.js', { paths: [REPO_ROOT] });
const tsxCli = require.resolve('tsx/cli', { paths: [REPO_ROOT] });

/** @type {{ label: string, cwd: string, args: string[], env?: Record<string, string> }[]} */
const processes = [
  { label: 'api', cwd: REPO_ROOT, args: [tsxCli, 'watch', path.join('server', 'src', 'server.ts')], env: { PORT: process.env.PORT ?? '3000' } },
  ...['shell', 'remote-public', 'remote-buyer', 'remote-seller', 'remote-admin'].map((app) => ({
    label: app,
    cwd: path.join(REPO_ROOT, app),
    args: [webpackCli, 'serve', '--mode', 'development'],
  })),
];

const children = processes.map(({ label, cwd, args, env }) => {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}]`.padEnd(16);
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.on('data', (/** @type {Buffer} */ data) => {
      const lines = (partial + data.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) console.log(`${prefix}${line}`);
    });
  }
  child.on('exit', (code, signal) => console.log(`${prefix}exited (${signal ?? code})`));
  return child;
});

console.log(`Open http://localhost:${DEV_PORTS.shell} (API on :${process.env.PORT ?? '3000'}).`);
const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
