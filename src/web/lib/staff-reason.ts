import {
  STAFF_REASON_KIND_HEADER,
  STAFF_REASON_TEXT_HEADER,
  type StaffReason,
} from '../../shared/schemas/staff-reads';
import { storedRole } from './session-storage';

/*
 * The reason an administrator gave for opening a customer (docs/staff-access.md), kept in this tab's
 * memory for that customer only: never stored, never sent with another customer's reads.
 */
const reasons = new Map<string, StaffReason>();

export function customerReason(customerId: string): StaffReason | undefined {
  return reasons.get(customerId);
}

export function rememberCustomerReason(customerId: string, reason: StaffReason): void {
  reasons.set(customerId, reason);
}

/** The headers of a read of one customer's records, with this reason. */
export function staffReasonHeaders(reason: StaffReason): Record<string, string> {
  return {
    [STAFF_REASON_KIND_HEADER]: reason.kind,
    [STAFF_REASON_TEXT_HEADER]: encodeURIComponent(reason.text),
  };
}

/**
 * What a queue page sends when an administrator opens what a customer submitted (a KYC document, a cheque
 * image): the `review` kind, naming what is reviewed. A customer's own reads send nothing.
 */
export function reviewHeaders(what: string): Record<string, string> {
  if (storedRole() !== 'admin') return {};
  return staffReasonHeaders({ kind: 'review', text: what });
}
