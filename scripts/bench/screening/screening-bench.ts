// (h) Sanctions screening (issue 56) on PostgreSQL, in a scratch database of its own:
//   - one buyer with a company and ten beneficial owners screened against a list version of
//     5 000 designations and 20 000 names: each screening (reads, match, stored run) timed,
//     p50/p95/p99 (target p99 <= 50 ms), beside a bare Fastify route timed the same way
//     (sequential requests) in the same run;
//   - re-screening 10 000 buyers (each with a company and two owners) against that version, as
//     the job does when a new version comes into force (target <= 2 minutes).
// Buyers, their companies and owners are ordinary UK names (server/test/screening-sets.ts), the
// list made-up names as the sanctions fixture's.
// Run: `npx tsx scripts/bench/screening/screening-bench.ts [--pg=postgres://postgres@127.0.0.1:5432/postgres]
//       [--port=0] [--rounds=500] [--buyers=10000] [--designations=5000] [--names=20000]`
import { performance } from 'node:perf_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase } from '../../../server/src/db/client';
import { buyerBeneficialOwners, sanctionsDesignations, sanctionsListVersions, sanctionsNames, users } from '../../../server/src/db/schema';
import { createServiceContext, type ServiceContext } from '../../../server/src/services/context';
import { createClock } from '../../../server/src/services/clock';
import { normaliseName } from '../../../server/src/services/sanctions/normalise';
import { matcherInForce, screenBuyer } from '../../../server/src/services/screening/screen-buyer';
import { rescreenBuyers } from '../../../server/src/services/screening/rescreen';
import { seededRandom } from '../../../server/src/seed/seeded-random';
import { ordinaryUkNames } from '../../../server/test/screening-sets';

export const SCREEN_P99_TARGET_MS = 50;
export const RESCREEN_TARGET_SECONDS = 120;

const option = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const serverUrl = option('pg', 'postgres://postgres@127.0.0.1:5432/postgres');
const rounds = Number(option('rounds', '500'));
const buyerCount = Number(option('buyers', '10000'));
const designationCount = Number(option('designations', '5000'));
const nameCount = Number(option('names', '20000'));
const barePort = Number(option('port', '0'));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const figures = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99), max: Math.max(...values) });
const ms = (value: number) => `${value.toFixed(1)} ms`;

// Made-up names, as the sanctions fixture's: given names and syllable surnames of three cultures, companies from words.
const GIVEN = ['Aleksandr', 'Dmitri', 'Sergei', 'Nikolai', 'Pavel', 'Viktor', 'Yuri', 'Oleg', 'Mohammed', 'Ahmad', 'Khalid', 'Omar', 'Yusuf', 'Marco', 'Jonas', 'Carlos', 'Yelena', 'Olga', 'Fatima', 'Layla', 'Elena', 'Marta'];
const SYLLABLES = ['bor', 'vel', 'kras', 'mir', 'tol', 'zar', 'grom', 'lud', 'sev', 'dar', 'plet', 'stav', 'rud', 'kol', 'qas', 'mar', 'rah', 'zub', 'fal', 'nas', 'dor', 'cas', 'lun', 'mer', 'bran', 'fos', 'kel', 'ros', 'tav'];
const ENDINGS = ['ov', 'in', 'enko', 'sky', 'ev', 'ani', 'iri', 'awi', 'oud', 'ardi', 'etti', 'enz', 'ovic', 'sson', 'ez'];
const COMPANY = ['Northern', 'Granit', 'Vostok', 'Saffron', 'Kestrel', 'Orion', 'Crescent', 'Polar', 'Amber', 'Meridian', 'Delta', 'Stepnaya'];
const KINDS = ['Trading', 'Logistics', 'Holdings', 'Engineering', 'Shipping', 'Investments', 'Energy', 'Metals'];

async function main() {
  const name = `bench_screening_${Date.now()}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  const { db } = handle;
  const random = seededRandom(56);
  const silent = { error: () => undefined, info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof createServiceContext>[0]['log'];
  const ctx: ServiceContext = createServiceContext({
    db,
    config: {} as ServiceContext['config'],
    mailer: { enqueue: async () => null, nudge: () => undefined } as unknown as ServiceContext['mailer'],
    sessions: {} as ServiceContext['sessions'],
    wentLive: {} as ServiceContext['wentLive'],
    log: silent,
    clock: createClock(Date.now),
  });
  const bare = await startBare();
  try {
    // The list: `designationCount` designations, `nameCount` names (primary name, variations, aliases).
    let started = performance.now();
    const [version] = await db
      .insert(sanctionsListVersions)
      .values({ status: 'in_force', format: 'csv', source: 'cli', fileName: 'bench.csv', fileSha256: 'bench', publishedOn: '2026-11-15', designationCount, nameCount, aliasCount: nameCount - designationCount, importedAt: new Date(), inForceFrom: new Date() })
      .returning({ id: sanctionsListVersions.id });
    const surname = () => `${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}${random.pick(ENDINGS)}`.replace(/^./, (letter) => letter.toUpperCase());
    for (let from = 0; from < designationCount; from += 1000) {
      const batch = Array.from({ length: Math.min(1000, designationCount - from) }, (_, index) => {
        const entity = (from + index) % 6 === 0;
        return {
          versionId: version.id,
          uniqueId: `BEN${from + index}`,
          entityType: (entity ? 'entity' : 'individual') as 'entity' | 'individual',
          regime: 'Russia',
          datesOfBirth: entity ? [] : [`${random.integer(1948, 1992)}-0${random.integer(1, 9)}-1${random.integer(0, 9)}`],
          nationalities: entity ? [] : ['Russia'],
        };
      });
      const designations = await db.insert(sanctionsDesignations).values(batch).returning({ id: sanctionsDesignations.id, entityType: sanctionsDesignations.entityType });
      const names = designations.flatMap((designation, index) => {
        const perDesignation = Math.floor(nameCount / designationCount) + ((from + index) % designationCount < nameCount % designationCount ? 1 : 0);
        return Array.from({ length: perDesignation }, (_, n) => {
          const fullName = designation.entityType === 'entity' ? `${random.pick(COMPANY)} ${random.pick(KINDS)} ${surname()} LLC` : `${random.pick(GIVEN)} ${random.pick(GIVEN)}ovich ${surname()}`;
          const nameType: typeof sanctionsNames.$inferInsert.nameType = n === 0 ? 'primary_name' : 'alias';
          return { designationId: designation.id, versionId: version.id, nameType, fullName, normalisedName: normaliseName(fullName) };
        });
      });
      await db.insert(sanctionsNames).values(names);
    }
    console.log(`list: ${designationCount} designations, ${nameCount} names written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // One buyer with a company and ten owners.
    const [buyer] = await db
      .insert(users)
      .values({ role: 'buyer', email1: 'bench-buyer@bench.invalid', passwordHash: 'x', forenames: 'Harriet', surname: 'Cole', company: 'Cole Joinery Ltd' })
      .returning({ id: users.id });
    // Buyers, companies and owners are ordinary UK names (the quality test's generator, 1 000 drawn once).
    const ordinary = ordinaryUkNames(1000);
    const people = ordinary.filter((subject) => subject.kind === 'person').map((subject) => subject.name);
    const companies = ordinary.filter((subject) => subject.kind === 'company').map((subject) => subject.name);
    await db.insert(buyerBeneficialOwners).values(
      Array.from({ length: 10 }, (_, index) => ({ buyerId: buyer.id, name: people[index], country: 'United Kingdom', dateOfBirth: `19${60 + index}-05-01`, sharePercent: 25, createdAt: new Date() })),
    );
    started = performance.now();
    const inForce = await matcherInForce(ctx);
    console.log(`matcher for the version in force prepared in ${ms(performance.now() - started)} (once per version and process)`);
    const screenTimes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const at = performance.now();
      await screenBuyer(ctx, buyer.id, 'offer');
      screenTimes.push(performance.now() - at);
    }
    const bareTimes: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const at = performance.now();
      await (await fetch(bare.url)).json();
      bareTimes.push(performance.now() - at);
    }
    const screen = figures(screenTimes);
    const baseline = figures(bareTimes);
    console.log(`screening one buyer + company + 10 owners (${rounds} rounds): p50 ${ms(screen.p50)}, p95 ${ms(screen.p95)}, p99 ${ms(screen.p99)}, max ${ms(screen.max)} (target p99 <= ${SCREEN_P99_TARGET_MS} ms)`);
    console.log(`bare Fastify GET /bare, same run (${rounds} sequential requests): p50 ${ms(baseline.p50)}, p95 ${ms(baseline.p95)}, p99 ${ms(baseline.p99)}`);

    // 10 000 buyers, each with a company and two owners, re-screened as after an import.
    started = performance.now();
    const buyerIds: number[] = [];
    for (let from = 0; from < buyerCount; from += 1000) {
      const rows = await db
        .insert(users)
        .values(Array.from({ length: Math.min(1000, buyerCount - from) }, (_, index) => ({ role: 'buyer', email1: `b${from + index}@bench.invalid`, passwordHash: 'x', forenames: random.pick(people).split(' ')[0], surname: random.pick(people).split(' ').at(-1)!, company: random.pick(companies) })))
        .returning({ id: users.id });
      buyerIds.push(...rows.map((row) => row.id));
      await db.insert(buyerBeneficialOwners).values(rows.flatMap((row) => [0, 1].map(() => ({ buyerId: row.id, name: random.pick(people), country: 'United Kingdom', sharePercent: 40, createdAt: new Date() }))));
    }
    console.log(`${buyerCount} buyers with a company and two owners written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
    const matches = await rescreenBuyers(ctx, buyerIds, inForce!);
    const seconds = (performance.now() - started) / 1000;
    const counted = (await db.execute(sql`select count(*)::int as runs from screening_runs where reason = 'list_version'`)) as unknown as { rows: Array<{ runs: number }> };
    const { runs } = counted.rows[0];
    console.log(`re-screening ${buyerCount} buyers: ${seconds.toFixed(1)} s (${runs} runs stored, ${matches} possible matches; target <= ${RESCREEN_TARGET_SECONDS} s)`);
    console.log(JSON.stringify({ screen, bare: baseline, rescreenSeconds: seconds, buyers: buyerCount, designations: designationCount, names: nameCount }));
  } finally {
    await bare.stop();
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The baseline: a bare Fastify JSON route (the same Fastify as the server), on `--port`. */
async function startBare() {
  const requireFromServer = createRequire(path.join(__dirname, '../../../server/package.json'));
  const Fastify = requireFromServer('fastify') as typeof import('fastify').default;
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ status: 'ok', servedBy: 'bare fastify' }));
  await app.listen({ port: barePort, host: '127.0.0.1' });
  const address = app.server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : barePort}/bare`, stop: () => app.close() };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
