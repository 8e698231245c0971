// @ts-check
// Accounts for the soak: copies of the demo accounts (same password, address and preferences),
// one per simulated user, so that no account sees dozens of logins at once (the product asks
// for a captcha after 5 unfinished attempts on one account) and each buyer can express
// interest in posts of its own. Each seller copy gets copies of the demo seller's posts, with
// their periods and invoices, so its lists are as long as the demo seller's.
import { createRequire } from 'node:module';
import path from 'node:path';
import { REPO_ROOT } from '../bench/util.mjs';

const requireFromServer = createRequire(path.join(REPO_ROOT, 'server', 'package.json'));
/** @type {typeof import('pg')} */
const pg = requireFromServer('pg');

/** Columns of a table, read from the database, so the copies follow later migrations. */
async function columnsOf(/** @type {import('pg').Client} */ client, /** @type {string} */ table) {
  const { rows } = await client.query(
    // Generated columns (posts' match text and sort keys, migration 0007) are computed, never copied.
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => /** @type {string} */ (row.column_name));
}

/** Tables with a `column` whose name matches `pattern` (a LIKE pattern). */
async function tablesWith(/** @type {import('pg').Client} */ client, /** @type {string} */ column, /** @type {string} */ pattern) {
  const { rows } = await client.query(
    `SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = $1 AND table_name LIKE $2`,
    [column, pattern],
  );
  return rows.map((row) => /** @type {string} */ (row.table_name));
}

/**
 * Copies the rows of `table` whose `key` is `from`, with `key` set to `to`; a serial `id` is
 * left to the database. Answers [old id, new id] pairs when the table has an id.
 * @returns {Promise<[number, number][]>}
 */
async function copyRows(/** @type {import('pg').Client} */ client, /** @type {string} */ table, /** @type {string} */ key, /** @type {number} */ from, /** @type {number} */ to, /** @type {Record<string, string>} */ overrides = {}) {
  const columns = await columnsOf(client, table);
  const hasId = columns.includes('id');
  const copied = columns.filter((column) => column !== 'id' && column !== key);
  const ids = hasId ? (await client.query(`SELECT id FROM ${table} WHERE ${key} = $1 ORDER BY id`, [from])).rows.map((row) => row.id) : [null];
  /** @type {[number, number][]} */
  const pairs = [];
  for (const id of ids) {
    const values = copied.map((column) => overrides[column] ?? column);
    const { rows } = await client.query(
      `INSERT INTO ${table} (${key}${copied.map((c) => `, ${c}`).join('')})
       SELECT $2${values.map((v) => `, ${v}`).join('')} FROM ${table} WHERE ${key} = $1${hasId ? ' AND id = $3' : ''}
       ${hasId ? 'RETURNING id' : ''}`,
      hasId ? [from, to, id] : [from, to],
    );
    if (hasId) pairs.push([id, rows[0].id]);
  }
  return pairs;
}

/**
 * @param {import('pg').Client} client
 * @param {string} demoEmail
 * @param {string} prefix  the copies are `<prefix>-<n>@example.com`
 * @param {number} count
 */
async function cloneAccount(client, demoEmail, prefix, count) {
  const demo = await client.query('SELECT id FROM users WHERE lower(email1) = $1', [demoEmail]);
  if (demo.rowCount !== 1) throw new Error(`The demo account ${demoEmail} is not in the soak database`);
  const demoId = demo.rows[0].id;
  const userColumns = (await columnsOf(client, 'users')).filter((column) => column !== 'id');
  const values = userColumns.map((column) => (column === 'email1' ? `'${prefix}-' || n || '@example.com'` : column === 'email2' ? 'NULL' : column));
  const { rows: copies } = await client.query(
    `INSERT INTO users (${userColumns.join(', ')})
     SELECT ${values.join(', ')} FROM users, generate_series(1, $2::int) AS n WHERE id = $1 RETURNING id`,
    [demoId, count],
  );
  // The address and each kind of buyer preference.
  const profileTables = [...(await tablesWith(client, 'user_id', 'user_addresses')), ...(await tablesWith(client, 'user_id', 'buyer\\_%'))];
  for (const { id } of copies) for (const table of profileTables) await copyRows(client, table, 'user_id', demoId, id);
  return { demoId, copyIds: copies.map((row) => /** @type {number} */ (row.id)) };
}

/** Each copy of a seller gets a copy of each of the demo seller's posts, periods and invoices. */
async function clonePosts(/** @type {import('pg').Client} */ client, /** @type {number} */ demoId, /** @type {number[]} */ copyIds) {
  const { rows: demoPosts } = await client.query('SELECT id FROM posts WHERE created_by = $1', [demoId]);
  const postChildTables = (await tablesWith(client, 'post_id', 'post\\_%')).filter((table) => table !== 'posting_periods');
  const postColumns = (await columnsOf(client, 'posts')).filter((column) => column !== 'id');
  for (const [index, copyId] of copyIds.entries()) {
    for (const { id: demoPostId } of demoPosts) {
      const values = postColumns.map((column) => (column === 'created_by' ? '$2' : column === 'reference' ? `reference || '-S${index + 1}'` : column));
      const { rows } = await client.query(`INSERT INTO posts (${postColumns.join(', ')}) SELECT ${values.join(', ')} FROM posts WHERE id = $1 RETURNING id`, [demoPostId, copyId]);
      const postId = rows[0].id;
      for (const table of postChildTables) await copyRows(client, table, 'post_id', demoPostId, postId);
      const periods = await copyRows(client, 'posting_periods', 'post_id', demoPostId, postId);
      for (const [demoPeriodId, periodId] of periods) await copyRows(client, 'invoices', 'period_id', demoPeriodId, periodId);
    }
  }
}

/**
 * @param {string} databaseUrl
 * @param {{ buyers: number, sellers: number, admins: number }} counts
 * @returns {Promise<{ buyers: string[], sellers: string[], admins: string[] }>} the copies' e-mail addresses
 */
export async function createSoakAccounts(databaseUrl, counts) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const emails = (/** @type {string} */ prefix, /** @type {number} */ count) => Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}@example.com`);
  try {
    await client.query('BEGIN');
    await cloneAccount(client, 'buyer@example.com', 'soak-buyer', counts.buyers);
    const sellers = await cloneAccount(client, 'seller@example.com', 'soak-seller', counts.sellers);
    await clonePosts(client, sellers.demoId, sellers.copyIds);
    await cloneAccount(client, 'admin@example.com', 'soak-admin', counts.admins);
    await client.query('COMMIT');
    return { buyers: emails('soak-buyer', counts.buyers), sellers: emails('soak-seller', counts.sellers), admins: emails('soak-admin', counts.admins) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
