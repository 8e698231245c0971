import { createHash } from 'node:crypto';

/** A query on one connection of either driver (PGlite's `query`, node-postgres's `Client.query`). */
export type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** What a database holds, to compare a restored copy with its original. */
export interface DatabaseCensus {
  /** Rows of every table that holds rows (pg-boss's and drizzle's included, partitions apart), by `schema.table`. */
  tables: Record<string, number>;
  /** Each stored document's SHA-256 recomputed from its chunks, by `stored_files.id`. */
  documents: Record<string, string>;
  /** The documents' bytes, all chunks added up. */
  documentBytes: number;
  /**
   * Ids of documents whose chunks do not hash to the `sha256` recorded when they were stored (a
   * document taken out of a pack keeps its row without chunks: not counted here).
   */
  damagedDocuments: number[];
}

/** The tables of every schema but PostgreSQL's own, from the catalog (a partition is a table; its parent holds none). */
export const TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
  ORDER BY 1`;

/** Counts every table's rows and rehashes every stored document, one document's chunks at a time. */
export async function takeCensus(query: Query): Promise<DatabaseCensus> {
  const census: DatabaseCensus = { tables: {}, documents: {}, documentBytes: 0, damagedDocuments: [] };
  const { rows: tables } = (await query(TABLES)) as { rows: { name: string }[] };
  for (const { name } of tables) {
    const { rows } = (await query(`SELECT count(*)::int AS rows FROM ${name}`)) as { rows: { rows: number }[] };
    census.tables[name] = rows[0].rows;
  }
  if (!('public.stored_files' in census.tables)) return census;
  const { rows: files } = (await query('SELECT id, sha256 FROM stored_files ORDER BY id')) as { rows: { id: number; sha256: string }[] };
  for (const file of files) {
    const { rows: chunks } = (await query('SELECT data FROM stored_file_chunks WHERE file_id = $1 ORDER BY seq', [file.id])) as { rows: { data: Uint8Array }[] };
    const hash = createHash('sha256');
    for (const { data } of chunks) {
      hash.update(data);
      census.documentBytes += data.byteLength;
    }
    census.documents[file.id] = hash.digest('hex');
    if (chunks.length > 0 && census.documents[file.id] !== file.sha256) census.damagedDocuments.push(file.id);
  }
  return census;
}

/** Rows in all tables. */
export const totalRows = (census: DatabaseCensus): number => Object.values(census.tables).reduce((sum, rows) => sum + rows, 0);

export const megabytes = (bytes: number): string => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** `62 tables, 12 345 rows, 6 documents (1.2 MB)`. */
export function describeCensus(census: DatabaseCensus): string {
  const documents = Object.keys(census.documents).length;
  return `${Object.keys(census.tables).length} tables, ${totalRows(census).toLocaleString('en-GB')} rows, ${documents} documents (${megabytes(census.documentBytes)})`;
}

/** What differs between a backup's census and the restored database's, one line each; empty when equal. */
export function censusDifferences(recorded: DatabaseCensus, restored: DatabaseCensus): string[] {
  const differences: string[] = [];
  for (const table of new Set([...Object.keys(recorded.tables), ...Object.keys(restored.tables)])) {
    if (recorded.tables[table] !== restored.tables[table]) differences.push(`${table}: ${recorded.tables[table] ?? 'no table'} in the backup, ${restored.tables[table] ?? 'no table'} restored`);
  }
  for (const id of new Set([...Object.keys(recorded.documents), ...Object.keys(restored.documents)])) {
    if (recorded.documents[id] !== restored.documents[id]) differences.push(`document ${id}: SHA-256 ${recorded.documents[id] ?? 'none'} in the backup, ${restored.documents[id] ?? 'none'} restored`);
  }
  return differences;
}
