// A synchronous hot standby of a benchmark's embedded primary, on the same binaries (src/server/backup/standby.ts):
// `tsx bench/lib/sync-standby.ts <DATA_DIR> <primary port> <standby port>` prints `ready` once the primary
// reports it `sync`, and stops it on SIGTERM.
import path from 'node:path';
import { urlFor } from '../../src/server/db/embedded';
import { startSyncStandby } from '../../src/server/backup/standby';

const [dataDir, primaryPort, standbyPort] = process.argv.slice(2) as [string, string, string];
const standby = await startSyncStandby({
  primaryUrl: urlFor(Number(primaryPort)),
  primaryDataDir: path.resolve(dataDir, 'postgres'),
  backupDir: path.resolve(dataDir, 'backups'),
  dataDir: path.resolve(dataDir, 'standby'),
  port: Number(standbyPort),
  name: 'bench_standby',
});
console.log('ready');
process.on('SIGTERM', () => void standby.stop().then(() => process.exit(0)));
