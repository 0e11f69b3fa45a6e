import { z } from 'zod';
import { flag, optionalText, wholeNumber } from './fields';

/** A crontab pattern, or undefined for never (empty or `off`). */
export const cronOrOff = (pattern: string) => (['', 'off'].includes(pattern) ? undefined : pattern);

/** Backups of the embedded database (docs/operations.md). */
export const backupsSection = z
  .object({
    // Where archived WAL and base backups go (default DATA_DIR/backups), how many days a restore can reach
    // back, when the job takes a base backup and when it runs the restore drill (`off` never).
    BACKUP_DIR: optionalText,
    BACKUP_RETENTION_DAYS: wholeNumber(1, 3650).default(7),
    BACKUP_CRON: z.string().trim().default('30 2 * * *'),
    RESTORE_DRILL_CRON: z.string().trim().default('30 4 * * 0'),
    // The longest a written transaction waits before its WAL segment is archived: what losing the disk can lose.
    WAL_ARCHIVE_TIMEOUT_SECONDS: wholeNumber(10, 86_400).default(300),
    // Benchmarks only: `false` starts the embedded PostgreSQL without continuous archiving (no point-in-time
    // restore), so that a benchmark does not measure the archiver's process a WAL segment unless it means to.
    WAL_ARCHIVING: flag('true'),
  })
  .transform((e) => ({
    /** BACKUP_DIR as given; `backupDir` is the folder in use (it defaults under DATA_DIR). */
    backupDirSetting: e.BACKUP_DIR,
    backupRetentionDays: e.BACKUP_RETENTION_DAYS,
    /** Crontab patterns of the base backup job and of the restore drill job, or undefined for never. */
    backupCron: cronOrOff(e.BACKUP_CRON),
    restoreDrillCron: cronOrOff(e.RESTORE_DRILL_CRON),
    walArchiveTimeoutSeconds: e.WAL_ARCHIVE_TIMEOUT_SECONDS,
    walArchiving: e.WAL_ARCHIVING,
  }));
