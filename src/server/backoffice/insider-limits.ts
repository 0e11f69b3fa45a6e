import type { Db } from '../db/connection';
import {
  insertSoloRelease,
  kycApprover,
  lockAdminReleases,
  soloReleasesInLastDay,
  type SoloRelease,
} from './admin-releases-repository';

export type { SoloRelease } from './admin-releases-repository';

/** Why a release cannot go alone, or null when it can. */
export type SoloRefusal = 'over_limit' | 'own_kyc' | null;

/**
 * Whether one administrator may release `r` alone (issue 46, part 5). Everything the administrator
 * released alone in the last 24 hours, this one included, must stay at or below the four-eyes threshold,
 * whatever the single amounts; and the administrator who approved the customer's identity check never
 * releases that customer's money alone (docs/insider-controls.md). Takes the administrator's lock for the
 * rest of the transaction, so the caller's release and `recordSoloRelease` follow under it.
 */
export async function soloRefusal(
  trx: Db,
  adminId: string,
  thresholdCents: bigint,
  r: SoloRelease,
): Promise<SoloRefusal> {
  await lockAdminReleases(trx, adminId);
  if ((await kycApprover(trx, r.userId)) === adminId) return 'own_kyc';
  const total = (await soloReleasesInLastDay(trx, adminId)) + r.amountCents;
  return total > thresholdCents ? 'over_limit' : null;
}

/** Counts a release made alone towards the administrator's 24 hours; call it in the release's transaction. */
export function recordSoloRelease(trx: Db, adminId: string, r: SoloRelease): Promise<void> {
  return insertSoloRelease(trx, adminId, r);
}
