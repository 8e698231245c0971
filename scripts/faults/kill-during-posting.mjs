// @ts-check
// Fault: the API killed with SIGKILL while sellers create drafts and post them. Each round
// starts drafts being created and drafts being posted at once, kills the API at a random moment
// within their usual time, restarts it on the same database and checks that nothing is half
// written: every posting period has exactly one invoice (the period is the certificate), every
// post has its primary category and a location, no draft was posted twice; then a draft the kill
// left unposted can be posted again. Runs on a PostgreSQL database of its own.
//   --rounds=N (default 8), --per-round=N (default 4), --database=URL (the server to use)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_POSTGRES_URL, connect, createScratchDatabase } from '../bench/scratch-database.mjs';
import { freePort } from '../bench/util.mjs';
import { call, logIn, londonDate, startApi } from './api-process.mjs';

/** @param {string} name @param {string} fallback */
function option(name, fallback) {
  const given = process.argv.find((arg) => arg.startsWith(`--${name}=`));
  return given ? given.slice(name.length + 3) : fallback;
}

/** What a kill must never leave behind; each query lists offending ids. */
const INVARIANTS = {
  'a posting period without exactly one invoice': `
    SELECT p.id FROM posting_periods p LEFT JOIN invoices i ON i.period_id = p.id GROUP BY p.id HAVING count(i.id) <> 1`,
  'a post without its primary category': `
    SELECT p.id FROM posts p WHERE NOT EXISTS (SELECT 1 FROM post_categories c WHERE c.post_id = p.id AND c.is_primary)`,
  'a post without a location': `
    SELECT p.id FROM posts p WHERE NOT EXISTS (SELECT 1 FROM post_locations l WHERE l.post_id = p.id)`,
};

/**
 * @param {{ rounds?: number, perRound?: number, serverUrl?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ problems: string[], rounds: number, postsInterrupted: number, postedBeforeKill: number, draftsInterrupted: number }>}
 */
export async function killDuringPosting({ rounds = 8, perRound = 4, serverUrl = DEFAULT_POSTGRES_URL, log = console.log } = {}) {
  const database = await createScratchDatabase('faults_kill', serverUrl);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'insolvency-faults-'));
  const port = await freePort();
  const env = { DATABASE_URL: database.url, SEED_DEMO: 'true' };
  let api = await startApi({ port, dataDir, env });
  const db = await connect(database.url);
  /** @type {string[]} */
  const problems = [];
  const figures = { rounds, postsInterrupted: 0, postedBeforeKill: 0, draftsInterrupted: 0 };
  try {
    let token = await logIn(api.baseUrl, 'seller@example.com');
    const labels = (await call(`${api.baseUrl}/api/label/newpost`, { token })).json;
    const categories = (await call(`${api.baseUrl}/api/label/nestedcategories`, { token })).json;
    const draftBody = (/** @type {string} */ name) => ({
      Reference: name.toUpperCase(),
      ActivityHeading: `Fault round ${name}`,
      Location: [labels.locationLabels[0].locationId],
      BusinessStatusId: labels.appointmentStatusLabels[0].businessStatusId,
      TradingStatusId: labels.tradingStatusLabels[0].tradingStatusId,
      TurnoverId: labels.turnoverLabels[0].turnoverId,
      EmployeesId: labels.employeeFields[0].employeesId,
      PrimaryCategory: categories.categoryLabels[0].categoryId,
      AdditionalCategories: [categories.categoryLabels[1].categoryId],
      Description: `<p>${name}: a going concern offered by the practitioner.</p>`,
      DisplayHome: true,
    });
    const createDraft = async (/** @type {string} */ name, /** @type {string} */ bearer) => {
      const answer = await call(`${api.baseUrl}/api/seller/draft`, { method: 'POST', token: bearer, body: draftBody(name) });
      if (answer.status !== 200) throw new Error(`creating a draft: HTTP ${answer.status} ${answer.text}`);
      return /** @type {number} */ (answer.json.businessId);
    };
    const posting = { StartDate: londonDate(0), EndDate: londonDate(27) };
    const postDraft = (/** @type {number} */ id, /** @type {string} */ bearer) =>
      call(`${api.baseUrl}/api/seller/post-draft?id=${id}`, { method: 'POST', token: bearer, body: posting });

    // How long posting takes here, so that kills land inside it.
    const probeDraft = await createDraft(`probe-${Date.now()}`, token);
    const probeStarted = performance.now();
    const probe = await postDraft(probeDraft, token);
    if (probe.status !== 200) throw new Error(`posting a draft: HTTP ${probe.status} ${probe.text}`);
    const usualMs = Math.max(20, performance.now() - probeStarted);
    log(`Posting a draft takes about ${Math.round(usualMs)} ms here; kills land within 0..${Math.round(2 * usualMs)} ms of the requests.`);

    for (let round = 1; round <= rounds; round += 1) {
      const drafts = [];
      for (let index = 0; index < perRound; index += 1) drafts.push(await createDraft(`r${round}-${index}-${Date.now().toString(36)}`, token));
      const posts = drafts.map((id) => postDraft(id, token).catch(() => null));
      const creations = Array.from({ length: perRound }, (_, index) => createDraft(`k${round}-${index}-${Date.now().toString(36)}`, token).catch(() => null));
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * usualMs));
      await api.kill('SIGKILL');
      const answers = await Promise.all(posts);
      figures.postedBeforeKill += answers.filter((answer) => answer?.status === 200).length;
      figures.postsInterrupted += answers.filter((answer) => answer === null).length;
      figures.draftsInterrupted += (await Promise.all(creations)).filter((id) => id === null).length;

      api = await startApi({ port, dataDir, env });
      for (const [invariant, query] of Object.entries(INVARIANTS)) {
        const { rows } = await db.query(query);
        if (rows.length) problems.push(`round ${round}: ${invariant}: ids ${rows.map((row) => row.id).join(', ')}`);
      }
      const { rows: periods } = await db.query('SELECT post_id, count(*)::int AS periods FROM posting_periods WHERE post_id = ANY($1) GROUP BY post_id', [drafts]);
      for (const { post_id: postId, periods: count } of periods) if (count > 1) problems.push(`round ${round}: draft ${postId} posted ${count} times`);
      // What the kill left a draft can be posted now, once.
      token = await logIn(api.baseUrl, 'seller@example.com');
      const posted = new Set(periods.map((row) => row.post_id));
      for (const id of drafts.filter((draft) => !posted.has(draft))) {
        const retry = await postDraft(id, token);
        if (retry.status !== 200) problems.push(`round ${round}: posting draft ${id} again after the kill: HTTP ${retry.status} ${retry.text}`);
      }
      const { rows: unposted } = await db.query(
        'SELECT id FROM posts p WHERE p.id = ANY($1) AND NOT EXISTS (SELECT 1 FROM posting_periods pp JOIN invoices i ON i.period_id = pp.id WHERE pp.post_id = p.id)',
        [drafts],
      );
      if (unposted.length) problems.push(`round ${round}: drafts still without a period and invoice after posting again: ${unposted.map((r) => r.id).join(', ')}`);
      log(`round ${round}: ${answers.filter((a) => a?.status === 200).length} posted before the kill, ${answers.filter((a) => a === null).length} cut off; checks ${problems.length ? 'FAILED' : 'passed'}`);
    }
  } finally {
    await db.end();
    await api.kill('SIGTERM');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { problems, ...figures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await killDuringPosting({
    rounds: Number(option('rounds', '8')),
    perRound: Number(option('per-round', '4')),
    serverUrl: option('database', process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL),
  });
  console.log(
    `${result.rounds} kills: ${result.postedBeforeKill} postings answered before the kill, ${result.postsInterrupted} cut off, ${result.draftsInterrupted} draft creations cut off; ${result.problems.length} problems`,
  );
  for (const problem of result.problems) console.log(`  ${problem}`);
  process.exit(result.problems.length ? 1 : 0);
}
