// @ts-check
// Buyers for the soak: copies of the demo buyer (same password, preferences and address), one per
// simulated buyer, so that each can express interest in posts of its own.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../bench/util.mjs';

const requireFromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
/** @type {typeof import('pg')} */
const pg = requireFromServer('pg');

const DEMO_BUYER_EMAIL = 'buyer@example.com';

/** Columns of a table, from the database itself, so the copy follows later migrations. */
async function columnsOf(/** @type {import('pg').Client} */ client, /** @type {string} */ table) {
  const { rows } = await client.query(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => /** @type {string} */ (row.column_name));
}

/**
 * @param {string} databaseUrl
 * @param {number} count
 * @returns {Promise<string[]>} the new buyers' e-mail addresses
 */
export async function cloneDemoBuyers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const demo = await client.query('SELECT id FROM users WHERE lower(email1) = $1', [DEMO_BUYER_EMAIL]);
    if (demo.rowCount !== 1) throw new Error(`The demo buyer ${DEMO_BUYER_EMAIL} is not in the soak database`);
    const demoId = demo.rows[0].id;

    const userColumns = (await columnsOf(client, 'users')).filter((column) => column !== 'id');
    const copied = userColumns.map((column) =>
      column === 'email1' ? `'soak-buyer-' || n || '@example.com'` : column === 'email2' ? 'NULL' : column,
    );
    await client.query(
      `INSERT INTO users (${userColumns.join(', ')})
       SELECT ${copied.join(', ')} FROM users, generate_series(1, $2::int) AS n WHERE id = $1`,
      [demoId, count],
    );

    // Every per-user table of the buyer's profile: the address and each kind of preference.
    const { rows: tables } = await client.query(
      `SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'user_id'
          AND (table_name = 'user_addresses' OR table_name LIKE 'buyer\\_%')`,
    );
    for (const { table_name: table } of tables) {
      const columns = (await columnsOf(client, table)).filter((column) => column !== 'user_id');
      await client.query(
        `INSERT INTO ${table} (user_id${columns.map((c) => `, ${c}`).join('')})
         SELECT copy.id${columns.map((c) => `, original.${c}`).join('')}
           FROM ${table} AS original, users AS copy
          WHERE original.user_id = $1 AND copy.email1 LIKE 'soak-buyer-%@example.com'`,
        [demoId],
      );
    }
    await client.query('COMMIT');
    return Array.from({ length: count }, (_, index) => `soak-buyer-${index + 1}@example.com`);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
