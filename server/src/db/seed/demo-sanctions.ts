import { createReadStream } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config';
import { importListFile } from '../../services/sanctions/list-import';
import type { Database } from '../client';
import { seedContext } from './seed-context';

/** The made-up UK Sanctions List (server/fixtures/sanctions): never the real list in a demo. */
export const DEMO_SANCTIONS_LIST = path.join(REPO_ROOT, 'server/fixtures/sanctions/uk-sanctions-list.xml');

/** The demo's list in force: the fixture, imported as an upload would be, so screening has a list from the first start. */
export async function seedDemoSanctionsList(db: Database, now: Date): Promise<void> {
  const { ctx } = seedContext(db, now);
  await importListFile(ctx, createReadStream(DEMO_SANCTIONS_LIST), { fileName: path.basename(DEMO_SANCTIONS_LIST), source: 'demo', importedBy: null });
}
