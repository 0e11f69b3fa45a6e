/* The shape of an audit record, shared by the audit log and the ledger (which audits inside a posting). */

/** One administrative action: who did what to which object, for how much, why, from where. */
export type AuditEntry = {
  /** Who acted; null for a step the bank's scheduled jobs took on their own (a dispute's timers). */
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  amountCents?: bigint;
  reason?: string;
  ip?: string | null;
};

export function auditJson(entry: AuditEntry): string {
  return JSON.stringify(entry, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}
