import { z } from 'zod';
import { ALERT_RULES, CASE_OUTCOMES, CASE_STATUSES } from '../statuses';
import { queueCustomer } from './queue-customer';
import { pageQuery } from './page';
import { monitoringMessages } from '../financial-crime-messages';

/* Monitoring cases in the back office (issue 50 part 2, docs/monitoring.md). */

/** A case's reference, C-<number>, which its URL and the staff reason carry. */
export const caseParams = z.strictObject({ reference: z.string().regex(/^C-[1-9]\d{0,17}$/) });

/** `active` (open or investigating, the default) or one state. */
export const CASE_FILTERS = ['active', ...CASE_STATUSES] as const;
export const casesQuery = z.strictObject({
  status: z.enum(CASE_FILTERS).default('active'),
  ...pageQuery.shape,
});

const who = z.object({ _id: z.string(), email: z.string(), name: z.string() });

export const caseSummary = z.object({
  _id: z.string(),
  reference: z.string(),
  status: z.enum(CASE_STATUSES),
  customer: queueCustomer,
  assignedTo: who.nullable(),
  alertCount: z.number(),
  rules: z.array(z.enum(ALERT_RULES)),
  openedAt: z.string(),
  /** When the SAR decision is due: 30 days after the case opened. */
  dueAt: z.string(),
  /** Past its due date and not closed. */
  overdue: z.boolean(),
  closedAt: z.string().nullable(),
  /** A closure waits for a second administrator. */
  closurePending: z.boolean(),
});
export type CaseSummary = z.infer<typeof caseSummary>;

export const caseAlert = z.object({
  _id: z.string(),
  rule: z.enum(ALERT_RULES),
  detail: z.string(),
  triggeredAt: z.string(),
  paymentIds: z.array(z.string()),
});

export const casePayment = z.object({
  _id: z.string(),
  reference: z.string(),
  type: z.string(),
  description: z.string(),
  amount: z.number(),
  status: z.string(),
  counterparty: z.string(),
  createdAt: z.string(),
});

export const caseDetail = caseSummary.extend({
  alerts: z.array(caseAlert),
  payments: z.array(casePayment),
  notes: z.array(z.object({ _id: z.string(), body: z.string(), author: z.string(), createdAt: z.string() })),
  /** The closure proposed, while it waits (`requestId` is its four-eyes request), or as it was carried out. */
  closure: z
    .object({
      requestId: z.string().nullable(),
      outcome: z.enum(CASE_OUTCOMES),
      reason: z.string(),
      sarReference: z.string().nullable(),
      proposedBy: z.object({ _id: z.string(), email: z.string() }),
      proposedAt: z.string(),
      closedBy: z.string().nullable(),
    })
    .nullable(),
});
export type CaseDetail = z.infer<typeof caseDetail>;

export const assignBody = z.strictObject({ adminId: z.uuid() });
export const noteBody = z.strictObject({
  body: z.string().trim().min(1, monitoringMessages.noteRequired).max(2000),
});
export const closeBody = z
  .strictObject({
    outcome: z.enum(CASE_OUTCOMES),
    reason: z.string().trim().min(1, monitoringMessages.reasonRequired).max(1000),
    sarReference: z.string().trim().min(1).max(60).optional(),
  })
  .refine((b) => b.outcome !== 'sar_filed' || b.sarReference, {
    path: ['sarReference'],
    message: monitoringMessages.sarReferenceRequired,
  })
  .refine((b) => b.outcome !== 'no_action' || !b.sarReference, {
    path: ['sarReference'],
    message: monitoringMessages.noSarForNoAction,
  });
export type CloseBody = z.infer<typeof closeBody>;

export const assignee = who;
