import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { embeddedArchiveFlags } from '../db/database';
import { startEmbeddedPostgres } from '../db/embedded';
import { pruneBackups, type PruneResult } from './backup-catalog';
import { megabytes, takeBaseBackup } from './base-backup';
import { drillFile } from './backup-dirs';
import { restoreBackup } from './restore';
import type { BackupManifest } from './backup-catalog';
import { inspectRestored, type RestoredFacts } from './restored-checks';

export const NOT_EMBEDDED =
  'Backups by npm run backup are of the embedded database; with DATABASE_URL the database service takes them (docs/operations.md).';

/**
 * A base backup of the bank's embedded database, started for the occasion when the bank is not running
 * (with archiving on, so its WAL reaches the archive), then the prune of what retention no longer needs.
 */
export async function backupNow(
  config: Config,
  progress: (line: string) => void,
  /** The owner's login of a server this process runs (the bank's own job); else it is found or started. */
  ownerUrl?: string,
): Promise<{ manifest: BackupManifest; pruned: PruneResult }> {
  if (config.databaseUrl) throw new Error(NOT_EMBEDDED);
  const server = ownerUrl
    ? { url: ownerUrl, stop: async () => {} }
    : await startEmbeddedPostgres(
        config.dataDir,
        config.embeddedPgPort,
        () => {},
        { extraFlags: embeddedArchiveFlags(config) },
      );
  try {
    const manifest = await takeBaseBackup({
      ownerUrl: server.url,
      pgDataDir: path.join(config.dataDir, 'postgres'),
      backupDir: config.backupDir,
      progress,
    });
    const pruned = pruneBackups(config.backupDir, config.backupRetentionDays);
    return { manifest, pruned };
  } finally {
    await server.stop();
  }
}

export function describeBackup(config: Config, r: { manifest: BackupManifest; pruned: PruneResult }): string {
  const m = r.manifest;
  return (
    `Base backup ${m.label} taken and verified: ${m.files.length} files, ${megabytes(m.bytes)}, consistent at ${m.stoppedAt}, ` +
    `in ${config.backupDir}; pruned ${r.pruned.backups.length} old backups and ${r.pruned.walFiles} WAL files ` +
    `(BACKUP_RETENTION_DAYS=${config.backupRetentionDays}).`
  );
}

export type DrillResult = {
  ok: boolean;
  at: string;
  durationMs: number;
  backup?: string;
  restoredTo?: string | null;
  facts?: RestoredFacts;
  error?: string;
};

/**
 * The restore drill: the latest backup and all archived WAL restored into a scratch folder beside the
 * backups, the restored bank checked (ledger, audit chain, counts), the folder removed, the result kept
 * in BACKUP_DIR/drill.json for /metrics. Archiving stays off on the scratch copy: its new timeline must
 * never reach the bank's archive.
 */
export async function restoreDrill(
  config: Config,
  progress: (line: string) => void,
  /** The running bank's owner login: its current WAL segment is archived first, so the drill reaches now. */
  ownerUrl?: string,
): Promise<DrillResult> {
  if (config.databaseUrl) throw new Error(NOT_EMBEDDED);
  const started = Date.now();
  if (ownerUrl) await archiveCurrentWal(ownerUrl, progress);
  const scratch = path.join(config.backupDir, `drill-${started}`);
  let result: DrillResult;
  try {
    let facts: RestoredFacts | undefined;
    const restored = await restoreBackup({
      backupDir: config.backupDir,
      dataDir: scratch,
      target: 'latest',
      archive: false,
      progress,
      inspect: async (url) => void (facts = await inspectRestored(url)),
    });
    const ok = facts !== undefined && facts.ledgerViolations === 0 && facts.auditChainOk;
    result = {
      ok,
      at: new Date().toISOString(),
      durationMs: Date.now() - started,
      backup: restored.backup.manifest.label,
      restoredTo: restored.lastCommit?.toISOString() ?? null,
      facts,
      ...(ok ? {} : { error: 'the restored bank failed its checks' }),
    };
  } catch (err) {
    result = {
      ok: false,
      at: new Date().toISOString(),
      durationMs: Date.now() - started,
      error: err instanceof Error ? err.message : String(err),
    };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  fs.writeFileSync(drillFile(config.backupDir), JSON.stringify(result, null, 2));
  return result;
}

/** Ends the current WAL segment and waits until the archiver has it (at most a minute). */
export async function archiveCurrentWal(ownerUrl: string, progress: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ wal: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS wal');
    const wanted = rows[0]!.wal;
    progress(`Waiting for WAL ${wanted} to be archived`);
    for (let i = 0; i < 600; i++) {
      const stat = await client.query<{ last: string | null }>(
        'SELECT last_archived_wal AS last FROM pg_stat_archiver',
      );
      const last = stat.rows[0]?.last ?? '';
      if (last.slice(0, 24) >= wanted) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`WAL ${wanted} was not archived within a minute`);
  } finally {
    await client.end().catch(() => {});
  }
}
