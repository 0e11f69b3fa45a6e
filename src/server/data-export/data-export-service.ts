import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { dataExportMessages as text } from '../../shared/account-messages';
import { appendAudit } from '../audit/audit-repository';
import { DomainError } from '../common/domain-error';
import { sha256, sha256Hex } from '../common/sha256';
import type { Db } from '../db/connection';
import { inSnapshot, inTransaction } from '../db/transaction';
import type { RequestContext } from '../http/request-context';
import { enqueue } from '../jobs/queue';
import { enqueueMail } from '../mail/mail-jobs';
import { notify } from '../notifications/notifications-repository';
import { ARCHIVE_MIME, buildArchive } from './data-export-archive';
import { collectCustomerData } from './data-export-collect';

/*
 * "Download my data" (issue 50 part 4, docs/customer-data.md): a request queues a job; the job reads the
 * customer's data in one snapshot, stores the zip as a stored file, and sends a single-use link by mail
 * (announced in the bell without the link); the link downloads the archive once, within 7 days, and only
 * in the owner's session. Every step is audited. The clock is passed in, so tests move it.
 */

export const DATA_EXPORT_BUILD_TASK = 'data_export_build';
export const DATA_EXPORT_EXPIRE_TASK = 'data_export_expire';
export const LINK_DAYS = 7;
/** A request still queued after this long is taken as failed, so the customer can ask again. */
export const STALE_QUEUED_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export type ExportStatus = 'queued' | 'ready' | 'downloaded' | 'expired' | 'failed';

type ExportRow = {
  id: string;
  status: ExportStatus;
  requested_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
  downloaded_at: Date | null;
  size_bytes: number | null;
};

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toPublicExport(r: ExportRow) {
  return {
    _id: r.id,
    status: r.status,
    requestedAt: iso(r.requested_at)!,
    readyAt: iso(r.ready_at),
    expiresAt: iso(r.expires_at),
    downloadedAt: iso(r.downloaded_at),
    sizeBytes: r.size_bytes,
  };
}

const COLUMNS = sql`id, status, requested_at, ready_at, expires_at, downloaded_at, size_bytes`;

/** The customer's latest requests, newest first. */
export async function listExports(db: Db, userId: string, limit = 5) {
  const { rows } = await sql<ExportRow>`SELECT ${COLUMNS} FROM data_exports WHERE user_id = ${userId}
    ORDER BY requested_at DESC LIMIT ${limit}`.execute(db);
  return rows.map(toPublicExport);
}

/** Queues the archive of the caller's data; one at a time per customer. */
export async function requestExport(db: Db, userId: string, ctx: RequestContext, now: Date) {
  return inTransaction(db, async (trx) => {
    await sql`UPDATE data_exports SET status = 'failed'
      WHERE user_id = ${userId} AND status = 'queued'
        AND requested_at < ${new Date(now.getTime() - STALE_QUEUED_MS)}`.execute(trx);
    const { rows } = await sql<ExportRow>`
      INSERT INTO data_exports (user_id, requested_at) VALUES (${userId}, ${now})
      ON CONFLICT (user_id) WHERE status = 'queued' DO NOTHING
      RETURNING ${COLUMNS}`.execute(trx);
    const row = rows[0];
    if (!row) throw new DomainError('not_allowed_now', text.alreadyQueued);
    await enqueue(trx, DATA_EXPORT_BUILD_TASK, { exportId: row.id }, { maxAttempts: 3 });
    await appendAudit(trx, {
      actorId: userId,
      action: 'data_export.requested',
      targetType: 'data_export',
      targetId: row.id,
      ip: ctx.ip,
    });
    return toPublicExport(row);
  });
}

/**
 * The job: builds the archive and sends the link. Run twice (an instance died before marking the job
 * done) it builds nothing the second time. Answers the link (tests), or null when there was nothing to do.
 */
export async function buildExport(db: Db, exportId: string, origin: string, now: Date) {
  const { rows } = await sql<{ user_id: string; status: ExportStatus }>`
    SELECT user_id, status FROM data_exports WHERE id = ${exportId}`.execute(db);
  const job = rows[0];
  if (!job || job.status !== 'queued') return null;
  const zip = buildArchive(await inSnapshot(db, (trx) => collectCustomerData(trx, job.user_id)), now);
  const token = randomBytes(32).toString('base64url');
  const link = `${origin}/MyData/download#${token}`;
  const expiresAt = new Date(now.getTime() + LINK_DAYS * DAY_MS);
  return inTransaction(db, async (trx) => {
    const locked = await sql<{ email: string }>`
      SELECT u.email FROM data_exports d JOIN users u ON u.id = d.user_id
      WHERE d.id = ${exportId} AND d.status = 'queued' FOR UPDATE OF d`.execute(trx);
    const email = locked.rows[0]?.email;
    if (!email) return null;
    const fileId = randomUUID();
    await sql`INSERT INTO stored_files (id, mime, body) VALUES (${fileId}, ${ARCHIVE_MIME}, ${zip})`.execute(
      trx,
    );
    await sql`UPDATE data_exports SET status = 'ready', ready_at = ${now}, expires_at = ${expiresAt},
        token_hash = ${sha256(token)}, file_id = ${fileId}, size_bytes = ${zip.length},
        sha256 = ${sha256Hex(zip)}
      WHERE id = ${exportId}`.execute(trx);
    await notify(trx, job.user_id, {
      kind: 'data_export',
      title: text.readyTitle,
      body: text.readyBody,
      link: '/MyAccountPage',
    });
    await enqueueMail(trx, {
      to: email,
      subject: text.mailSubject,
      text: text.mailText(link, expiresAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC'),
      link,
    });
    await appendAudit(trx, {
      actorId: job.user_id,
      action: 'data_export.ready',
      targetType: 'data_export',
      targetId: exportId,
    });
    return link;
  });
}

/**
 * The single use of a link: only the owner's session, only before it expires, only once. The archive's
 * file is deleted as it is handed over. A refusal consumes nothing; a token of another customer's archive
 * is refused as if it did not exist, and audited.
 */
export async function downloadExport(db: Db, userId: string, token: string, ctx: RequestContext, now: Date) {
  const found = await inTransaction(db, async (trx) => {
    const { rows } = await sql<{
      id: string;
      user_id: string;
      file_id: string;
      body: Buffer;
      ready_at: Date;
    }>`
      SELECT d.id, d.user_id, d.file_id, f.body, d.ready_at FROM data_exports d JOIN stored_files f ON f.id = d.file_id
      WHERE d.token_hash = ${sha256(token)} AND d.status = 'ready' AND d.expires_at > ${now}
      FOR UPDATE OF d`.execute(trx);
    const row = rows[0];
    if (!row || row.user_id !== userId) return row ? { refused: row.id } : null;
    await sql`UPDATE data_exports SET status = 'downloaded', downloaded_at = ${now}, file_id = NULL
      WHERE id = ${row.id}`.execute(trx);
    await sql`DELETE FROM stored_files WHERE id = ${row.file_id}`.execute(trx);
    await appendAudit(trx, {
      actorId: userId,
      action: 'data_export.downloaded',
      targetType: 'data_export',
      targetId: row.id,
      ip: ctx.ip,
    });
    return { body: row.body, readyAt: new Date(row.ready_at) };
  });
  if (found && 'refused' in found) {
    await appendAudit(db, {
      actorId: userId,
      action: 'data_export.download_refused',
      targetType: 'data_export',
      targetId: found.refused,
      reason: 'another customer’s link',
      ip: ctx.ip,
    });
  }
  if (!found || 'refused' in found) throw new DomainError('not_found', text.linkInvalid);
  return {
    mime: ARCHIVE_MIME,
    body: found.body,
    downloadName: `vault-bank-data-${found.readyAt.toISOString().slice(0, 10)}.zip`,
  };
}

/** The expiry job: links past their 7 days lose their archive. Answers how many expired. */
export async function expireExports(db: Db, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { rows } = await sql<{ id: string; user_id: string; file_id: string | null }>`
      UPDATE data_exports d SET status = 'expired', file_id = NULL
      FROM (SELECT id, file_id FROM data_exports WHERE status = 'ready' AND expires_at <= ${now}
            FOR UPDATE SKIP LOCKED) old
      WHERE d.id = old.id RETURNING d.id, d.user_id, old.file_id`.execute(trx);
    const files = rows.flatMap((r) => (r.file_id ? [r.file_id] : []));
    if (files.length > 0) {
      await sql`DELETE FROM stored_files WHERE id = ANY(${files}::uuid[])`.execute(trx);
    }
    for (const r of rows) {
      await appendAudit(trx, {
        actorId: r.user_id,
        action: 'data_export.expired',
        targetType: 'data_export',
        targetId: r.id,
      });
    }
    return rows.length;
  });
}
