import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { seedDemoData } from './demo-data';
import { seedReferenceLabels } from './reference-labels';

/**
 * Seeds reference labels when missing and, when `demo` is set on a database without users,
 * the demo accounts and posts. Safe to run on every start.
 */
export async function seedDatabase(db: Database, options: { demo: boolean; now: Date }): Promise<void> {
  await seedReferenceLabels(db);
  if (!options.demo) return;
  const [{ userCount }] = await db.select({ userCount: count() }).from(users);
  if (userCount === 0) await seedDemoData(db, options.now);
}
