// @ts-check
// The work a restart must not lose or half-do (scripts/cluster/rolling.mjs): before each SIGTERM a
// post goes live that a buyer's alerts match (its fan-out of mails queued), and a pack document
// is half sent to the stopping instance itself, the rest written after the signal. Afterwards,
// from the database: each fan-out turned into one mail per buyer it named, and each upload
// either answered 201 and stored whole, or refused with nothing stored.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { sleep } from '../bench/util.mjs';
import { call, logIn, londonDate } from '../faults/api-process.mjs';

const UPLOAD_BYTES = 512 * 1024;

/** A PNG signature and random bytes: stored as uploaded, never parsed. */
function pngOfSize(/** @type {number} */ size) {
  const bytes = randomBytes(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

/**
 * @param {string} publicUrl nginx
 * @returns {Promise<{ publishMatchingPost: (marker: string) => Promise<number>, startUpload: (instanceUrl: string, postId: number, title: string) => InFlightUpload }>}
 */
export async function prepareInFlightWork(publicUrl) {
  const seller = await logIn(publicUrl, 'seller@example.com');
  const buyer = await logIn(publicUrl, 'buyer@example.com');
  const labels = (await call(`${publicUrl}/api/label/newpost`, { token: seller })).json;
  const categories = (await call(`${publicUrl}/api/label/nestedcategories`, { token: seller })).json;
  const criteria = { location: labels.locationLabels[0].locationId, turnover: labels.turnoverLabels[0].turnoverId, employees: labels.employeeFields[0].employeesId };
  // The demo buyer asks for exactly such posts, with no optional criteria: each post below matches.
  for (const [name, body] of [
    ['location-size-preferences', { Locations: [criteria.location], Turnovers: [criteria.turnover], Employees: [criteria.employees] }],
    ['category-preferences', { Categories: [] }],
    ['asset-preferences', { KeyAssets: [] }],
    ['keywords', { Keywords: '' }],
  ]) {
    const saved = await call(`${publicUrl}/api/buyer/${name}`, { method: 'PUT', token: buyer, body });
    if (saved.status !== 200) throw new Error(`saving the buyer's ${name}: HTTP ${saved.status} ${saved.text}`);
  }

  const publishMatchingPost = async (/** @type {string} */ marker) => {
    const draft = await call(`${publicUrl}/api/seller/draft`, {
      method: 'POST',
      token: seller,
      body: {
        Reference: marker,
        ActivityHeading: `Rolling restart ${marker}`,
        Location: [criteria.location],
        BusinessStatusId: labels.appointmentStatusLabels[0].businessStatusId,
        TradingStatusId: labels.tradingStatusLabels[0].tradingStatusId,
        TurnoverId: criteria.turnover,
        EmployeesId: criteria.employees,
        PrimaryCategory: categories.categoryLabels[0].categoryId,
        Description: `<p>Rolling restart ${marker}.</p>`,
        DisplayHome: true,
      },
    });
    if (draft.status !== 200) throw new Error(`creating a draft: HTTP ${draft.status} ${draft.text}`);
    const posted = await call(`${publicUrl}/api/seller/post-draft?id=${draft.json.businessId}`, {
      method: 'POST',
      token: seller,
      body: { StartDate: londonDate(0), EndDate: londonDate(27) },
    });
    if (posted.status !== 200) throw new Error(`posting the draft: HTTP ${posted.status} ${posted.text}`);
    return /** @type {number} */ (draft.json.businessId);
  };

  const startUpload = (/** @type {string} */ instanceUrl, /** @type {number} */ postId, /** @type {string} */ title) => sendInTwoHalves(instanceUrl, seller, postId, title);
  return { publishMatchingPost, startUpload };
}

/**
 * @typedef {{ title: string, postId: number, sha256: string, bytes: number,
 *             sendRest: () => void, answer: Promise<{ status: number | null, body: string }> }} InFlightUpload
 */

/** A pack document upload to one instance: headers and the first half now, the rest on `sendRest()`. */
function sendInTwoHalves(/** @type {string} */ instanceUrl, /** @type {string} */ token, /** @type {number} */ postId, /** @type {string} */ title) {
  const content = pngOfSize(UPLOAD_BYTES);
  const boundary = `----rolling${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="Title"\r\n\r\n${title}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="plan.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const request = http.request(`${instanceUrl}/api/seller/pack-documents?id=${postId}`, {
    method: 'POST',
    agent: false,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
  });
  /** @type {Promise<{ status: number | null, body: string }>} */
  const answer = new Promise((resolve) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? null, body: text }));
    });
    request.on('error', (error) => resolve({ status: null, body: error.message }));
  });
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return {
    title,
    postId,
    sha256: createHash('sha256').update(content).digest('hex'),
    bytes: content.length,
    sendRest: () => void request.end(body.subarray(half)),
    answer,
  };
}

/**
 * What the database and the upload folder hold for the uploads and fan-outs of the run.
 * @param {import('pg').Client} db
 * @param {{ upload: InFlightUpload, underWay: boolean, status: number | null, body: string }[]} uploads
 * @param {number[]} postIds the posts published, one per restart
 * @param {string} uploadsDir DATA_DIR/uploads, shared by the instances
 * @returns {Promise<{ uploadProblems: string[], fanOutProblems: string[], alerts: number }>}
 */
export async function checkInFlightWork(db, uploads, postIds, uploadsDir) {
  const uploadProblems = [];
  for (const { upload, underWay, status, body } of uploads) {
    if (!underWay) uploadProblems.push(`"${upload.title}": not under way on its instance (uploads_in_flight) when the SIGTERM was sent`);
    const refusedCleanly = status !== null && status >= 400 && status < 600 && status !== 500 && body.startsWith('{"message"');
    if (status !== 201 && !refusedCleanly) uploadProblems.push(`"${upload.title}": answered ${status ?? 'nothing'} ${body.slice(0, 80)}`);
    const { rows } = await db.query(
      `SELECT d.title, f.byte_size::int AS bytes, f.sha256,
         (SELECT encode(sha256(string_agg(c.data, ''::bytea ORDER BY c.seq)), 'hex') FROM stored_file_chunks c WHERE c.file_id = f.id) AS stored
       FROM stored_files f LEFT JOIN pack_documents d ON d.file_id = f.id WHERE f.post_id = $1`,
      [upload.postId],
    );
    const expected = status === 201 ? 1 : 0;
    if (rows.length !== expected) uploadProblems.push(`"${upload.title}" answered ${status}: ${rows.length} stored files for its post (expected ${expected})`);
    for (const row of rows) {
      if (row.title !== upload.title) uploadProblems.push(`"${upload.title}": a stored file without its pack document`);
      if (row.bytes !== upload.bytes || row.sha256 !== upload.sha256 || row.stored !== upload.sha256) uploadProblems.push(`"${upload.title}": stored ${row.bytes} bytes, not the ${upload.bytes} sent (or their SHA-256 differs)`);
    }
  }
  // Each instance removes its temporary file whatever the outcome (one left by a crash is swept later).
  const leftOver = existsSync(uploadsDir) ? readdirSync(uploadsDir) : [];
  if (leftOver.length) uploadProblems.push(`${leftOver.length} temporary upload file(s) left in ${uploadsDir}`);

  const fanOutProblems = [];
  let alerts = 0;
  for (const postId of postIds) {
    const jobs = `(SELECT name, state, data, singleton_key FROM pgboss.job UNION ALL SELECT name, state, data, singleton_key FROM pgboss.archive) AS jobs`;
    const fanOuts = (await db.query(`SELECT state, jsonb_array_length(data->'ids') AS buyers FROM ${jobs} WHERE name = 'mail-fan-out' AND (data->'args'->>'postId')::int = $1`, [postId])).rows;
    const mails = (
      await db.query(
        // A sent mail's data is cut down to recipient and subject: its key names the period and the buyer.
        `SELECT count(*)::int AS mails, count(DISTINCT singleton_key)::int AS buyers, count(*) FILTER (WHERE state = 'completed')::int AS completed
         FROM ${jobs} JOIN posting_periods p ON jobs.singleton_key LIKE 'match-alert:' || p.id || ':%'
         WHERE jobs.name = 'mail' AND p.post_id = $1`,
        [postId],
      )
    ).rows[0];
    alerts += mails.mails;
    const named = fanOuts.reduce((sum, row) => sum + Number(row.buyers), 0);
    if (fanOuts.length !== 1 || fanOuts[0].state !== 'completed') fanOutProblems.push(`post ${postId}: ${fanOuts.length} fan-out jobs (${fanOuts.map((row) => row.state).join(', ')}), expected 1 completed`);
    else if (named < 1 || mails.mails !== named || mails.buyers !== named || mails.completed !== named)
      fanOutProblems.push(`post ${postId}: the fan-out named ${named} buyers; ${mails.mails} alert mails queued for ${mails.buyers} buyers, ${mails.completed} sent`);
  }
  return { uploadProblems, fanOutProblems, alerts };
}

/** Waits until every fan-out of `postIds` is expanded and its mails sent, or `limitMs` passes. */
export async function waitForFanOuts(/** @type {import('pg').Client} */ db, /** @type {number[]} */ postIds, /** @type {number} */ limitMs) {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS waiting FROM pgboss.job
       WHERE (name = 'mail-fan-out' AND (data->'args'->>'postId')::int = ANY($1) AND state <> 'completed')
          OR (name = 'mail' AND state <> 'completed' AND singleton_key LIKE 'match-alert:%'
              AND split_part(singleton_key, ':', 2)::int IN (SELECT id FROM posting_periods WHERE post_id = ANY($1)))`,
      [postIds],
    );
    if (rows[0].waiting === 0) return;
    await sleep(1_000);
  }
}
