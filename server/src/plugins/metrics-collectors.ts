import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { genericPlanDatabase, poolUsage, type Database } from '../db/client';
import { singleFlight, withinTime } from '../services/bounded-work';
import { stampSlotUsage, stampTimings } from '../services/deal-room/pdf-stamp';

/** How long a scrape waits for the job counts; past it the job series are left out of that scrape. */
export const JOB_COUNTS_TIMEOUT_MS = 2_000;

/**
 * The gauges read when Prometheus scrapes (database pools, job queues, stamping) and the stamp
 * duration histogram, all in `registry`.
 */
export function registerCollectors(app: FastifyInstance, registry: Registry): void {
  registerPoolGauges(app.db, registry);
  registerJobQueueGauges(app, registry);
  registerStampMetrics(app, registry);
}

/** node-postgres pools: the main one and the inbox's generic-plan one. PGlite has no pool: no series. */
function registerPoolGauges(db: Database, registry: Registry): void {
  const pools = () =>
    [
      ['main', poolUsage(db)],
      ['generic_plan', genericPlanDatabase(db) === db ? null : poolUsage(genericPlanDatabase(db))],
    ] as const;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of a database pool, in use by a query or idle',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      for (const [pool, usage] of pools()) {
        if (!usage) continue;
        this.set({ pool, state: 'in_use' }, usage.total - usage.idle);
        this.set({ pool, state: 'idle' }, usage.idle);
      }
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a connection of a database pool',
    labelNames: ['pool'],
    registers: [registry],
    collect() {
      for (const [pool, usage] of pools()) if (usage) this.set({ pool }, usage.waiting);
    },
  });
}

interface JobCounts {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
}

/**
 * pg-boss jobs per queue, one query per scrape (shared by the three gauges and by scrapes that
 * overlap), answered within JOB_COUNTS_TIMEOUT_MS. Failed jobs stay counted until pg-boss's
 * maintenance archives them.
 */
function registerJobQueueGauges(app: FastifyInstance, registry: Registry): void {
  const readCounts = singleFlight(async (): Promise<JobCounts[] | null> => {
    const query = app.db.execute(sql`
      select q.name as queue,
        count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
        count(j.id) filter (where j.state = 'active')::int as active,
        count(j.id) filter (where j.state = 'failed')::int as failed
      from pgboss.queue q
      left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
      group by q.name`) as unknown as Promise<{ rows: JobCounts[] }>;
    try {
      return (await withinTime(query, JOB_COUNTS_TIMEOUT_MS)).rows;
    } catch (error) {
      app.log.warn({ err: error }, 'metrics: job queue counts could not be read');
      return null;
    }
  });
  const gauge = (name: string, help: string, count: (row: JobCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const rows = await readCounts();
        this.reset();
        for (const row of rows ?? []) this.set({ queue: row.queue }, Number(count(row)));
      },
    });
  gauge('pgboss_queue_depth', 'Jobs of a pg-boss queue waiting to run (created or to be retried)', (row) => row.waiting);
  gauge('pgboss_queue_active_jobs', 'Jobs of a pg-boss queue being worked on', (row) => row.active);
  gauge('pgboss_queue_failed_jobs', 'Jobs of a pg-boss queue that failed their last attempt (until archived)', (row) => row.failed);
}

/** PDF stamping (services/deal-room/pdf-stamp): the slots' queue and each stamp's duration. */
function registerStampMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'pdf_stamp_queue_depth',
    help: 'PDF stamps holding one of the stamping slots (in_use) or waiting for one (waiting)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { inUse, waiting } = stampSlotUsage();
      this.set({ state: 'in_use' }, inUse);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  const duration = new Histogram({
    name: 'pdf_stamp_duration_seconds',
    help: 'Time to stamp a PDF in a worker thread, with any wait for a free thread',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const observe = (message: unknown) => duration.observe((message as { seconds: number }).seconds);
  subscribe(stampTimings.name, observe);
  app.addHook('onClose', async () => void unsubscribe(stampTimings.name, observe));
}
