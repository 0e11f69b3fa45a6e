// `npm run backup`: a verified base backup of the embedded database (running or not), then the prune.
import { loadConfig } from '../config';
import { backupNow, describeBackup } from './backup-service';

const config = loadConfig(process.env, { needsPinKey: false });
try {
  const result = await backupNow(config, (line) => console.log(line));
  console.log(describeBackup(config, result));
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
