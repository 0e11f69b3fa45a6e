import { z } from 'zod';

/*
 * Who looked at my account (issue 50 part 5): every back-office read of one customer's records carries a
 * reason, sent in two headers the back office adds to each read of that customer.
 */

/** Why an administrator opens a customer: a closed list, each with a reference or a sentence. */
export const STAFF_REASON_KINDS = [
  'ticket',
  'case',
  'dispute',
  'customer_request',
  /** Deciding something the customer asked for, in a back-office queue (a KYC submission, a cheque). */
  'review',
  'other',
] as const;
export type StaffReasonKind = (typeof STAFF_REASON_KINDS)[number];

/** What was read: one sentence per kind on the customer's Recent Activities. */
export const STAFF_READ_KINDS = [
  'profile',
  'identity_documents',
  'next_of_kin',
  'statement',
  'receipt',
  'case',
  'cheque_image',
  'loan',
  'login_activity',
  /** A monitoring case: audited, but not shown to the customer (docs/monitoring.md). */
  'monitoring_case',
  'dispute',
] as const;
export type StaffReadKind = (typeof STAFF_READ_KINDS)[number];

/**
 * Reads audited like the others but left off the customer's Recent Activities: telling a customer that a
 * monitoring case looked at them could tip off a suspect (31 U.S.C. 5318(g)(2)).
 */
export const STAFF_READS_NOT_SHOWN: ReadonlySet<StaffReadKind> = new Set(['monitoring_case']);

export const STAFF_REASON_KIND_HEADER = 'x-staff-reason-kind';
/** The text, percent-encoded (`encodeURIComponent`) so any language fits in a header. */
export const STAFF_REASON_TEXT_HEADER = 'x-staff-reason';

export const STAFF_REASON_MAX = 200;

/** A reference (`T-1024`) or a sentence: printable, 3 to 200 characters, no line breaks or controls. */
export const staffReason = z.strictObject({
  kind: z.enum(STAFF_REASON_KINDS),
  text: z
    .string()
    .trim()
    .min(3)
    .max(STAFF_REASON_MAX)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]+$/u),
});
export type StaffReason = z.infer<typeof staffReason>;

/** One staff read, as the customer sees it on Recent Activities. */
export const staffReadItem = z.object({
  kind: z.enum(STAFF_READ_KINDS),
  text: z.string(),
  reason: z.string(),
  timestamp: z.string(),
});
export type StaffReadItem = z.infer<typeof staffReadItem>;
