// @ts-check
// `npm run backup [-- --out <file>]`: the database the server would open (DATABASE_URL, else the
// embedded one in DATA_DIR/db) into one file, `backups/insolvency-<kind>-<UTC time>.tar` by
// default. docs/operations.md, Backups; the work is in server/src/db/backup/.
import { runBackupCommand } from './backup/run-command.mjs';

await runBackupCommand('backup', process.argv.slice(2));
