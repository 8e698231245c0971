// @ts-check
// `npm run restore -- <file> [--force]`: a file made by `npm run backup` into the database the
// server would open (DATABASE_URL, else DATA_DIR/db), checked table by table and document by
// document. It refuses a database that holds data unless --force. docs/operations.md, Backups.
import { runBackupCommand } from './backup/run-command.mjs';

await runBackupCommand('restore', process.argv.slice(2));
