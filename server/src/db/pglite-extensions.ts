import type { Extensions } from '@electric-sql/pglite';

/**
 * The extensions the migrations create, for PGlite: it runs only those whose files are handed
 * to it when an instance starts (PostgreSQL has them installed with the server). Every PGlite
 * instance of the product and of the tests is made with these, including one loaded from a
 * dump (its catalog already names them). pg_trgm: the admin users search (migration 0008).
 */
export async function pgliteExtensions(): Promise<Extensions> {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
