import fs from 'node:fs';
import type pg from 'pg';
import type { CollectedGauge } from '../common/collected-gauge';
import { listBackups } from './backup-catalog';
import { drillFile } from './backup-dirs';
import type { DrillResult } from './backup-service';
import type { Config } from '../config';

/**
 * What /metrics shows of backups and replication: the backup files of the embedded database (from
 * BACKUP_DIR on this host), and what the connected server says of archiving and standbys. A gauge whose
 * database query fails reads -1, so that a scrape during an outage still answers.
 */
export function recoveryGauges(config: Config, pool: pg.Pool): CollectedGauge[] {
  const fromDb = databaseGauges(pool).map((g) => ({ ...g, read: () => orMinusOne(g.read) }));
  return [...(config.databaseUrl ? [] : backupGauges(config.backupDir)), ...fromDb];
}

async function orMinusOne(read: CollectedGauge['read']) {
  try {
    return await read();
  } catch {
    return -1;
  }
}

const ageSeconds = (iso: string | Date | null | undefined) =>
  iso ? Math.max(0, (Date.now() - new Date(iso).getTime()) / 1000) : -1;

function lastDrill(backupDir: string): DrillResult | undefined {
  try {
    return JSON.parse(fs.readFileSync(drillFile(backupDir), 'utf8')) as DrillResult;
  } catch {
    return undefined;
  }
}

/** The base backups and drill results of the embedded database, read from BACKUP_DIR (−1: none yet). */
function backupGauges(backupDir: string): CollectedGauge[] {
  const newest = () => listBackups(backupDir).at(-1)?.manifest;
  return [
    {
      name: 'vault_backup_last_age_seconds',
      help: 'Seconds since the newest base backup became consistent (-1: none).',
      read: () => ageSeconds(newest()?.stoppedAt),
    },
    {
      name: 'vault_backup_last_size_bytes',
      help: 'Size of the newest base backup (-1: none).',
      read: () => newest()?.bytes ?? -1,
    },
    {
      name: 'vault_restore_drill_last_success',
      help: 'Whether the last restore drill passed: 1, 0, or -1 when none ran.',
      read: () => {
        const drill = lastDrill(backupDir);
        return drill ? Number(drill.ok) : -1;
      },
    },
    {
      name: 'vault_restore_drill_last_age_seconds',
      help: 'Seconds since the last restore drill ended (-1: none).',
      read: () => ageSeconds(lastDrill(backupDir)?.at),
    },
  ];
}

type ArchiverRow = { archived: string; failed: string; last_archived_time: Date | null; lag: string | null };

/**
 * WAL archiving and replication as the connected server reports them (pg_stat_archiver,
 * pg_stat_replication; the app's login sees replication details as a member of pg_monitor).
 * The lag is the WAL written since the end of the last archived segment.
 */
function databaseGauges(pool: pg.Pool): CollectedGauge[] {
  const archiver = async () =>
    (
      await pool.query<ArchiverRow>(`
        SELECT archived_count::text AS archived, failed_count::text AS failed, last_archived_time,
          CASE WHEN last_archived_wal ~ '^[0-9A-F]{24}$' AND NOT pg_is_in_recovery() THEN
            (pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0'::pg_lsn)
              - (('x' || substr(last_archived_wal, 9, 8))::bit(32)::bigint * 4294967296
                + (('x' || substr(last_archived_wal, 17, 8))::bit(32)::bigint + 1)
                  * pg_size_bytes(current_setting('wal_segment_size'))))::text
          END AS lag
        FROM pg_stat_archiver`)
    ).rows[0];
  return [
    {
      name: 'vault_wal_archived',
      help: 'WAL files archived since the server started.',
      read: async () => Number((await archiver())?.archived ?? 0),
    },
    {
      name: 'vault_wal_archive_failures',
      help: 'Failed attempts to archive a WAL file since the server started (each is retried).',
      read: async () => Number((await archiver())?.failed ?? 0),
    },
    {
      name: 'vault_wal_archive_last_success_age_seconds',
      help: 'Seconds since a WAL file was last archived (-1: none since the server started).',
      read: async () => ageSeconds((await archiver())?.last_archived_time),
    },
    {
      name: 'vault_wal_archive_lag_bytes',
      help: 'WAL written since the end of the last archived file (-1: none archived yet).',
      read: async () => Math.max(-1, Number((await archiver())?.lag ?? -1)),
    },
    {
      name: 'vault_replication_standbys',
      help: 'Standbys streaming from this server, by sync_state (sync, async, potential, quorum).',
      labelName: 'sync_state',
      read: async () => {
        const rows = (
          await pool.query<{ state: string | null; n: number }>(
            `SELECT coalesce(sync_state, 'unknown') AS state, count(*)::int AS n FROM pg_stat_replication GROUP BY 1`,
          )
        ).rows;
        const counts: Record<string, number> = { sync: 0, async: 0 };
        for (const r of rows) counts[r.state ?? 'unknown'] = r.n;
        return counts;
      },
    },
    {
      name: 'vault_replication_lag_seconds',
      help: 'The largest replay lag of the standbys (0 without standby).',
      read: async () =>
        Number(
          (
            await pool.query<{ lag: number | null }>(
              `SELECT coalesce(max(extract(epoch FROM replay_lag)), 0)::float8 AS lag FROM pg_stat_replication`,
            )
          ).rows[0]?.lag ?? 0,
        ),
    },
  ];
}
