import type { Db } from '../db/connection';
import { DomainError } from '../common/domain-error';
import { hasApprovedKyc } from './kyc-repository';

/**
 * Identity gates money (issue 11, part 6): a customer whose KYC is not Approved may apply for a loan or a
 * card, but no administrator can approve it until it is.
 */
export async function requireApprovedKyc(db: Db, userId: string): Promise<void> {
  if (!(await hasApprovedKyc(db, userId))) {
    throw new DomainError('kyc_required');
  }
}
