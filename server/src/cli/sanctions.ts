import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { SANCTIONS_FILE_MAX_BYTES, SANCTIONS_MESSAGES, type SanctionsListVersion } from '@insolvency/shared-contracts/sanctions';
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/client';
import { AppError } from '../errors';
import { contextWithoutApp, type ServiceContext } from '../services/context';
import { decideSanctionsVersion, importListFile, listSanctionsVersions } from '../services/sanctions/list-import';

/*
 * `npm run sanctions -- <command>`: the UK Sanctions List from the command line, on the
 * database the server uses (DATABASE_URL, or the embedded PGlite under DATA_DIR: stop the server
 * first, PGlite takes one process at a time).
 *   import <file>    imports a published CSV or XML file as a new list version
 *   versions         lists the versions, newest first
 *   confirm <id>     brings a version waiting for confirmation into force
 *   reject <id>      rejects a version waiting for confirmation
 * Exit status 0 when done, 1 when the file or the command is refused (the reason is printed).
 */

export const SANCTIONS_CLI_USAGE = 'Usage: npm run sanctions -- import <file> | versions | confirm <version id> | reject <version id>';

const describe = (version: SanctionsListVersion) =>
  `version ${version.versionId}: ${version.status.replace(/_/g, ' ')}, published ${version.publishedOn}, ${version.designations} designations, ${version.names} names (${version.aliases} aliases), ${version.format.toUpperCase()} ${version.fileName}, imported ${version.importedAt}${version.importedBy ? ` by ${version.importedBy}` : ''}`;

/** Runs one command against `ctx`'s database, writing what it did to `out`; answers the exit status. `cwd`: where a relative file path starts. */
export async function runSanctionsCommand(ctx: ServiceContext, args: string[], out: (line: string) => void, cwd = process.cwd()): Promise<number> {
  const [command, argument] = args;
  try {
    if (command === 'import' && argument) {
      const file = path.resolve(cwd, argument);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw new AppError(400, `No such file: ${file}`);
      if (info.size > SANCTIONS_FILE_MAX_BYTES) throw new AppError(413, SANCTIONS_MESSAGES.tooLarge);
      const result = await importListFile(ctx, createReadStream(file), { fileName: path.basename(file), source: 'cli', importedBy: null });
      out(result.message);
      out(describe(result.version));
      return 0;
    }
    if (command === 'versions' && !argument) {
      const versions = await listSanctionsVersions(ctx);
      if (!versions.length) out('No list version has been imported.');
      versions.forEach((version) => out(describe(version)));
      return 0;
    }
    if ((command === 'confirm' || command === 'reject') && /^\d{1,9}$/.test(argument ?? '')) {
      const result = await decideSanctionsVersion(ctx, null, Number(argument), command);
      out(result.message);
      out(describe(result.version));
      return 0;
    }
    out(SANCTIONS_CLI_USAGE);
    return 1;
  } catch (error) {
    if (error instanceof AppError) {
      out(error.message);
      return 1;
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dbDir });
  try {
    const ctx = contextWithoutApp(handle.db, Date.now, (part) => {
      throw new Error(`sanctions: the command line has no ${part}`);
    });
    // npm runs scripts from the root: a relative path is the caller's (INIT_CWD).
    process.exitCode = await runSanctionsCommand(ctx, process.argv.slice(2), (line) => console.log(line), process.env.INIT_CWD ?? process.cwd());
  } finally {
    await handle.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error('sanctions:', error);
    process.exit(1);
  });
}
