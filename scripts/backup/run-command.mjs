// @ts-check
// Runs `backup` or `restore` of server/src/db/backup (TypeScript, through tsx): a refusal the
// operator can act on is printed alone and exits 1; anything else with its stack.
import { tsImport } from 'tsx/esm/api';

/** @type {typeof import('../../server/src/db/backup/index.ts')} */
const operations = await tsImport('../../server/src/db/backup/index.ts', import.meta.url);

/** @param {'backup' | 'restore'} command @param {string[]} argv */
export async function runBackupCommand(command, argv) {
  // What they write (the backup, DATA_DIR's database and keys) is for this user alone, whatever the shell's umask.
  operations.restrictUmask();
  try {
    await operations[command](argv);
  } catch (error) {
    if (error instanceof Error && error.name === 'BackupError') console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  }
}
