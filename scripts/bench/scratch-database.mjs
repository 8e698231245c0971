// @ts-check
// A database of a run's own on a PostgreSQL server, dropped at the end, so that runs never touch
// the databases the tests use.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from './util.mjs';

const requireFromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
/** @type {typeof import('pg')} */
const pg = requireFromServer('pg');

export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * @param {string} prefix  letters and underscores: the database is `<prefix>_<time>`
 * @param {string} serverUrl  any database URL on the server (the new database is made beside it)
 * @returns {Promise<{ name: string, url: string, drop: () => Promise<void> }>}
 */
export async function createScratchDatabase(prefix, serverUrl = DEFAULT_POSTGRES_URL) {
  const name = `${prefix}_${Date.now()}`;
  const onServer = async (/** @type {string} */ statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch((error) => console.error(`Could not drop ${name}: ${error.message}`)),
  };
}

/** A client on `url` for checks; the caller ends it. */
export async function connect(/** @type {string} */ url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
