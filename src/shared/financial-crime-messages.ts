import { errorMessages } from './messages';

/*
 * The texts of financial crime and disputes (issue 50 parts 1–3): sanctions screening, monitoring cases and
 * disputes. They live beside messages.ts, not in it, because messages.ts is loaded by the sign-in page and
 * these are read only by the back office and the receipt (e2e/budget.spec.ts keeps `/` under 150 KB).
 */
/* Sanctions screening (issue 50 part 1, docs/sanctions.md): the back office's list and review pages, and the
   customer's neutral notices, which never name sanctions. */
export const sanctionsMessages = {
  held: errorMessages.sanctions_hold,
  payeeOnHold: errorMessages.payee_on_hold,
  listUploaded: (version: string, entries: number, aliases: number) =>
    `List ${version} is active: ${entries} entries and ${aliases} alternate names. Payees and customers are being screened again.`,
  versionExists: 'This list version was uploaded already.',
  filesRequired: 'Attach both files of the list: sdn.csv and alt.csv.',
  emptyList: 'sdn.csv holds no entry.',
  badRow: (file: string, line: number, why: string) => `${file}, line ${line}: ${why}.`,
  notCsv: (file: string) => `${file} is not a CSV file in the OFAC layout.`,
  columns: (expected: number, found: number) => `expected ${expected} columns, found ${found}`,
  badEntNum: 'ent_num must be a whole number',
  duplicateEntNum: 'this ent_num appears twice',
  missingName: 'the name is empty',
  unknownEntry: 'the alias names no entry of sdn.csv',
  duplicateAlias: 'this alt_num appears twice for the entry',
  badDate: 'Give the publication date as YYYY-MM-DD, not after today.',
  releaseQueued:
    'Release proposed. A second administrator carries it out in Credits; until then the hit stays open.',
  blockQueued:
    'Block proposed. A second administrator carries it out in Credits; until then the hit stays open.',
  released: 'Hit released as a false positive.',
  blocked: 'Hit blocked.',
  notOpen: 'This hit was decided already.',
  proposalWaits: 'A decision on this hit already waits for a second administrator.',
  blockReasonRequired: 'Say why the hit is blocked (at least 3 characters).',
  // What the customer sees: neutral, as tipping off is not allowed.
  wireStoppedTitle: 'Transfer not completed',
  wireStoppedBody: (description: string, amount: string, reference: string) =>
    `We could not complete your ${description} of ${amount} (${reference}). The transfer fee is back in your account. Please contact us about this payment.`,
  paymentReason: 'Could not be completed',
  customerRestricted: 'Your account is restricted. Please contact us.',
  // The back office.
  reviewTitle: 'Sanctions review',
  reviewSubtitle:
    'Wires, payees and customers whose names matched the active sanctions list. Release a false positive or block; a second administrator approves either in Credits.',
  listsTitle: 'Sanctions lists',
  listsSubtitle:
    'Upload a version of the list in the OFAC SDN CSV layout (sdn.csv and alt.csv). The newest publication is active; a new version screens every payee and customer again.',
  listsLink: 'Sanctions lists',
  uploadHeading: 'Upload a list version',
  sdnLabel: 'sdn.csv',
  altLabel: 'alt.csv',
  versionLabel: 'Version',
  versionHint: 'As the publisher names it, e.g. 2026-11-28.',
  publishedLabel: 'Publication date',
  upload: 'Upload list',
  uploading: 'Uploading…',
  versionsHeading: 'List versions',
  noLists: 'No list has been uploaded. Until one is, nothing is screened.',
  activeBadge: 'Active',
  loadingLists: 'Loading lists…',
  loadingHits: 'Loading hits…',
  noHits: (status: string) => `No ${status} hits.`,
  heading: (status: string) => `${status[0]!.toUpperCase()}${status.slice(1)} hits`,
  releaseLabel: 'Release',
  blockLabel: 'Block',
  blockFormLabel: (name: string) => `Block the hit on ${name}`,
  blockReasonLabel: 'Why is it blocked?',
  subjectLabels: { payment: 'Wire', payee: 'Payee', customer: 'Customer' },
  proposal: (decision: string, by: string) =>
    `${decision} proposed by ${by}, waiting for a second administrator`,
} as const;

/** Transaction monitoring and cases (issue 50 part 2, docs/monitoring.md): the back office's texts. */
export const monitoringMessages = {
  ruleLabels: {
    structuring: 'Structuring',
    velocity: 'Velocity',
    in_out: 'Money in, straight out',
    new_payee: 'New payee, large amount',
    dormant: 'Dormant account woke up',
    lockdown: "Lockdown (this wasn't me)",
  },
  statusLabels: {
    open: 'Open',
    investigating: 'Investigating',
    closed_no_action: 'Closed: no action',
    closed_sar: 'Closed: SAR filed',
  },
  outcomeLabels: { no_action: 'No action', sar_filed: 'SAR filed' },
  structuring: (count: number, days: number, limit: string) =>
    `${count} payments out just under ${limit} within ${days} days.`,
  velocity: (today: string, average: string, multiple: number) =>
    `Paid out ${today} today, more than ${multiple} times the daily average of ${average}.`,
  inOut: (credit: string, out: string, hours: number) =>
    `${out} paid out within ${hours} hours of receiving ${credit}.`,
  newPayee: (amount: string, days: number) => `${amount} to a payee saved less than ${days} days before.`,
  dormant: (amount: string, days: number) =>
    `${amount} paid out after more than ${days} days without a payment.`,
  lockdown: 'The customer locked their account down: someone else may have signed in.',
  assigned: (who: string) => `Case assigned to ${who}.`,
  noteAdded: 'Note added.',
  closurePending: 'The closure waits for a second administrator.',
  closureApproved: 'Case closed.',
  alreadyClosed: 'This case is closed.',
  closureWaits: 'A closure of this case already waits for a second administrator.',
  sarReferenceRequired: 'Give the reference of the SAR filed.',
  noSarForNoAction: 'A closure with no action has no SAR reference.',
  reasonRequired: 'Say why the case is closed.',
  noteRequired: 'Write a note.',
  notAnAdministrator: 'Choose an administrator.',
  newAlertsSinceProposal:
    'New alerts reached the case after its closure was proposed: reject this closure and propose it again.',
  // The back-office pages.
  queueTitle: 'Cases',
  queueSubtitle:
    'Monitoring alerts grouped per customer; the SAR decision is due 30 days after a case opens.',
  queueEmpty: 'No cases here.',
  queueLoading: 'Loading cases…',
  overdue: 'Overdue',
  due: 'SAR decision due',
  closurePendingBadge: 'Closure waiting',
  caseLoading: 'Loading the case…',
  alertsTitle: 'Alerts',
  paymentsTitle: 'Payments attached',
  notesTitle: 'Notes',
  noNotes: 'No notes yet.',
  assignTitle: 'Assignment',
  assignLabel: 'Administrator',
  assignButton: 'Assign',
  unassigned: 'Not assigned',
  noteLabel: 'Note',
  noteButton: 'Add note',
  closeTitle: 'Close the case',
  outcomeLabel: 'Outcome',
  closeReasonLabel: 'Why',
  sarReferenceLabel: 'SAR reference',
  proposeButton: 'Propose closing',
  approveButton: 'Approve closing',
  rejectButton: 'Reject closing',
  proposedBy: (who: string, outcome: string) => `${who} proposed closing as ${outcome}.`,
  ownProposal: 'A different administrator must approve your proposal.',
  closureRejected: 'Closure rejected; the case stays open.',
} as const;

/* Disputes (issue 50 part 3, docs/disputes.md): "Report a problem" on a receipt, its timeline, letters and the back office's queue. */
export const disputeMessages = {
  reportProblem: 'Report a problem',
  formTitle: 'Report a problem with this payment',
  formIntro:
    'Tell us what went wrong. We answer within 10 business days, or credit the amount to your account while we look into it.',
  reasonLabel: 'What went wrong',
  reasons: {
    not_authorised: 'I did not authorise this payment',
    wrong_amount: 'The amount is wrong',
    not_received: 'The recipient did not receive it',
    duplicate: 'I was charged twice',
  },
  statementLabel: 'What happened',
  statementHint: 'In your own words, 10 to 2,000 characters.',
  amountLabel: 'Amount in dispute',
  amountHint: 'How much of the payment is wrong. Leave empty for the whole payment and its fee.',
  submit: 'Send report',
  cancel: 'Cancel',
  reasonRequired: 'Choose what went wrong.',
  statementRequired: 'Tell us what happened.',
  statementTooShort: 'Write at least 10 characters.',
  statementTooLong: 'Write at most 2,000 characters.',
  statementBad: 'Use letters, numbers and punctuation only.',
  amountRequired: 'Say how much of the payment is wrong.',
  amountTooLarge: 'The amount in dispute cannot be more than the payment and its fee.',
  notDisputable: 'Only your own completed outgoing transfers can be disputed.',
  alreadyOpen: 'This payment already has an open dispute.',
  alreadyDecided:
    'This payment has been disputed and decided already; contact us if something new has come to light.',
  disputeDecided: 'This dispute has been decided already.',
  filed: (reference: string) =>
    `We have received your report ${reference}. We sent you an acknowledgement letter.`,
  lockdownOffer:
    'If someone else made this payment, lock your account down now: every session ends, cards freeze and payments out pause until you reset your password.',
  lockdownLink: 'Lock my account down',
  timelineTitle: (reference: string) => `Dispute ${reference}`,
  statuses: {
    open: 'Open',
    reversal_pending: 'Decided: credit to be reversed',
    resolved_in_favour: 'Resolved in your favour',
    resolved_against: 'Resolved: no error found',
  },
  dueLine: (provisionalDue: string, decisionDue: string) =>
    `Provisional credit by ${provisionalDue} unless resolved; decision by ${decisionDue}.`,
  events: {
    filed: (amount: string) => `You reported a problem with ${amount} of this payment.`,
    provisional_credit: (amount: string) => `We credited ${amount} to your account while we look into it.`,
    decided_in_favour: (amount: string) => `We found an error: ${amount} is yours to keep.`,
    decided_against: 'We found no error in this payment.',
    reversal_notice: (amount: string, day: string) =>
      `We told you that the provisional credit of ${amount} will be taken back on ${day}.`,
    reversal: (amount: string) => `We took back the provisional credit of ${amount}.`,
    reversal_waiting: (amount: string) =>
      `The provisional credit of ${amount} is due back; we take it once your account holds it.`,
  },
  letters: {
    acknowledgement: 'Acknowledgement',
    provisional_credit: 'Provisional credit',
    decision: 'Decision',
    reversal_notice: 'Decision and notice of reversal',
  },
  letterDownload: (title: string) => `Download letter: ${title}`,
  paymentDescriptions: {
    provisional: (reference: string) => `Provisional credit, dispute ${reference}`,
    credit: (reference: string) => `Dispute credit, dispute ${reference}`,
    reversal: (reference: string) => `Reversal of provisional credit, dispute ${reference}`,
  },
  notifications: {
    filed: (reference: string) => `We received your dispute ${reference}`,
    provisional: (reference: string) => `Provisional credit for dispute ${reference}`,
    decided: (reference: string) => `Dispute ${reference} is decided`,
    reversed: (reference: string) => `Provisional credit of dispute ${reference} taken back`,
  },
  mailSubject: (reference: string) => `Your Vault Bank dispute ${reference}`,
  mailText: (title: string, reference: string) =>
    `${title}. The letter about your dispute ${reference} is attached, and on the payment's receipt in Vault Bank.`,
  loadFailed: 'The disputes of this payment could not be loaded.',
  // The back office.
  queueTitle: 'Disputes',
  queueSubtitle:
    'Payments customers disputed, oldest first, with the Regulation E timers on the bank’s business days.',
  queueLoading: 'Loading disputes…',
  queueEmpty: 'No disputes here.',
  queueFilters: { open: 'Open', reversal_pending: 'Reversal due', resolved: 'Resolved' },
  overdue: 'Overdue',
  businessDay: (n: number) => `Business day ${n}`,
  extended: { new_account: '90 days: new account', international: '90 days: international' },
  credited: 'Provisionally credited',
  notCredited: 'Not credited yet',
  open: 'Open dispute',
  close: 'Close',
  decideTitle: (reference: string) => `Decide dispute ${reference}`,
  decisions: { in_favour: 'In the customer’s favour', against: 'Against the customer' },
  decisionLabel: 'Decision',
  noteLabel: 'Why (the customer reads it in the letter)',
  decide: 'Record decision',
  decided: (reference: string) => `Dispute ${reference} is decided.`,
  noteRequired: 'Write at least 3 characters.',
  /** What a four-eyes answer names: "The credit of dispute D-4 …". */
  fourEyesWhat: (reference: string) => `The credit of dispute ${reference}`,
} as const;
