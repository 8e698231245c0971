// @ts-check
// `npm run faults`: the product under faults, each scenario checked (scripts/faults/):
//   kill-during-posting  the API killed with SIGKILL while drafts are created and posted
//   postgres-restart     PostgreSQL (a cluster of the run's own) stopped and started again
//   smtp-down            the SMTP server down while mails are asked for, then back
// Needs a PostgreSQL server (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// on which each scenario makes and drops a database of its own. The scenarios run side by side.
// Options: --only=a,b  --json=<file> (a summary for scripts/test-all.mjs).
import { writeFileSync } from 'node:fs';
import { DEFAULT_POSTGRES_URL } from './bench/scratch-database.mjs';
import { killDuringPosting } from './faults/kill-during-posting.mjs';
import { postgresRestart } from './faults/postgres-restart.mjs';
import { smtpDown } from './faults/smtp-down.mjs';

const option = (/** @type {string} */ name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES_URL;

/** @type {Record<string, (log: (line: string) => void) => Promise<{ problems: string[] }>>} */
const SCENARIOS = {
  'kill-during-posting': (log) => killDuringPosting({ rounds: 6, perRound: 4, serverUrl, log }),
  'postgres-restart': (log) => postgresRestart({ downSeconds: 6, log }),
  'smtp-down': (log) => smtpDown({ mails: 16, serverUrl, log }),
};
const chosen = option('only')?.split(',') ?? Object.keys(SCENARIOS);

const outcomes = await Promise.all(
  chosen.map(async (name) => {
    const scenario = SCENARIOS[name];
    if (!scenario) return { name, problems: [`no scenario named ${name}`] };
    const log = (/** @type {string} */ line) => console.log(`[${name}] ${line}`);
    try {
      return { name, problems: (await scenario(log)).problems };
    } catch (error) {
      return { name, problems: [`could not run: ${/** @type {Error} */ (error).message}`] };
    }
  }),
);

console.log('');
for (const { name, problems } of outcomes) {
  console.log(`${problems.length ? 'FAILED' : 'passed'}  ${name}`);
  for (const problem of problems) console.log(`        ${problem}`);
}
const failed = outcomes.filter((outcome) => outcome.problems.length).length;
console.log(`faults: ${outcomes.length - failed} passed, ${failed} failed`);
const jsonFile = option('json');
if (jsonFile) writeFileSync(jsonFile, JSON.stringify({ passed: outcomes.length - failed, failed, outcomes }, null, 2));
process.exit(failed ? 1 : 0);
