import { z } from 'zod';
import { queueCustomer } from './queue-customer';
import { REPAYMENT_PLANS } from '../constants';
import { APPROVAL_KINDS, DECISION_STATUSES, LOAN_STATUSES, TICKET_STATUSES } from '../statuses';
import { loginActivity, userProfile } from './auth';
import { card, cardApplication } from './cards';
import { deposit } from './deposits';
import { loanSummary } from './loans';
import { ticketDetail } from './support';
import { account, transaction } from './transfers';

/**
 * `GET /admin/users/{id}`: one customer in full for the back office. Each product is a row of its own
 * table under the names the back-office page reads (camelCase columns, money in dollars); every field is
 * listed here, so a column added to a table (a hash, a stored file name) never reaches the page unseen.
 */

const decided = {
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
};

export const backofficeLoan = loanSummary
  .pick({ _id: true, amount: true, type: true, details: true, createdAt: true })
  .extend({
    accountId: z.string(),
    durationMonths: z.number(),
    repayment: z.enum(REPAYMENT_PLANS),
    annualRateBps: z.number(),
    status: z.enum(LOAN_STATUSES),
    outstandingPrincipal: z.number(),
    decisionReason: z.string().nullable(),
    disbursementPaymentId: z.string().nullable(),
    ...decided,
  });

export const backofficeCardApplication = cardApplication
  .pick({ _id: true, brand: true, createdAt: true })
  .extend({
    accountId: z.string(),
    status: z.enum(DECISION_STATUSES),
    feePaymentId: z.string(),
    decisionReason: z.string().nullable(),
    ...decided,
  });

export const backofficeCard = card
  .pick({ _id: true, brand: true, expiryMonth: true, expiryYear: true, status: true, createdAt: true })
  .extend({ applicationId: z.string(), accountId: z.string(), last4: z.string() });

export const backofficeDeposit = deposit
  .pick({ _id: true, amount: true, status: true, reason: true, createdAt: true })
  .extend({ accountId: z.string(), paymentId: z.string(), imageMime: z.string(), ...decided });

export const backofficeKycSubmission = z.object({
  _id: z.string(),
  idNumber: z.string(),
  idFrontMime: z.string(),
  idBackMime: z.string(),
  proofOfAddressMime: z.string(),
  status: z.enum(DECISION_STATUSES),
  reason: z.string().nullable(),
  ...decided,
  createdAt: z.string(),
});

export const backofficeTicket = ticketDetail
  .pick({ _id: true, reference: true, ticketType: true, info: true, createdAt: true, updatedAt: true })
  .extend({ status: z.enum(TICKET_STATUSES) });

export const customerDetail = z.object({
  profile: userProfile,
  status: z.object({ disabled: z.boolean(), disabledReason: z.string().nullable(), createdAt: z.string() }),
  accounts: z.array(account),
  statement: z.object({ transactions: z.array(transaction), nextCursor: z.string().nullable() }),
  activity: z.array(loginActivity),
  loans: z.array(backofficeLoan),
  cardApplications: z.array(backofficeCardApplication),
  cards: z.array(backofficeCard),
  deposits: z.array(backofficeDeposit),
  kyc: z.array(backofficeKycSubmission),
  tickets: z.array(backofficeTicket),
});

export type CustomerDetail = z.infer<typeof customerDetail>;

/** `GET /admin/credits`: one four-eyes request, with who asked and for which customer. */
export const approvalRequest = z.object({
  _id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  subjectId: z.string().nullable(),
  amount: z.number().nullable(),
  reason: z.string().nullable(),
  status: z.enum(DECISION_STATUSES),
  createdAt: z.string(),
  decisionReason: z.string().nullable(),
  requestedBy: z.object({ _id: z.string(), email: z.string() }),
  decidedBy: z.string().nullable(),
  customer: queueCustomer,
});
export type ApprovalRequest = z.infer<typeof approvalRequest>;
