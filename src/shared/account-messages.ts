import { errorMessages } from './messages';

/*
 * The texts of the account features added after SPEC.md (issues 49 and 50 parts 4–5): pots, statements,
 * interest, the customer's data, staff reads and closing. They live beside messages.ts, not in it, because
 * messages.ts is loaded by the sign-in page and these only by the pages that show them (e2e/budget.spec.ts
 * keeps `/` under 150 KB).
 */
// Savings pots and moves between one's own accounts (issue 49 part 2).
export const potMessages = {
  title: 'Pots',
  intro: 'Set money aside in pots. Moving money between your accounts and pots is instant and free.',
  opened: (name: string) => `Your pot “${name}” is open.`,
  closed: (name: string, amount: string) =>
    amount === '$0.00' ? `Pot “${name}” closed.` : `Pot “${name}” closed. ${amount} went back to Checking.`,
  moved: (amount: string, to: string) => `${amount} moved to ${to}.`,
  tooMany: (max: number) => `You can have at most ${max} open pots. Close one to open another.`,
  locked: (day: string) => `This pot is locked until ${day}. You can take money out from that day on.`,
  nameRequired: 'Give your pot a name.',
  nameTooLong: (max: number) => `A pot name is at most ${max} characters.`,
  nameReserved: 'Choose a name other than Checking or Savings.',
  dayInvalid: 'Enter a date as YYYY-MM-DD.',
  goalDatePast: 'The goal date must be after today.',
  lockDatePast: 'The lock date must be after today.',
  lockTooFar: (years: number) => `A pot can be locked for at most ${years} years.`,
  fromRequired: 'Choose the account to move money from.',
  toRequired: 'Choose the account to move money to.',
  sameAccount: 'Choose two different accounts.',
  none: 'No pots yet. Open one to save towards something.',
  newPot: 'New pot',
  name: 'Name',
  goalAmount: 'Goal amount (optional)',
  goalDate: 'Goal date (optional)',
  lockUntil: 'Lock until (optional)',
  lockHint: 'Money cannot be taken out of a locked pot before this date.',
  open: 'Open pot',
  moveMoney: 'Move money',
  moveHint: 'Between your own accounts and pots: instant, free and outside the daily transfer limit.',
  from: 'From',
  to: 'To',
  amount: 'Amount',
  move: 'Move',
  close: 'Close pot',
  confirmClose: (name: string) => `Close “${name}”? Its balance goes back to Checking.`,
  progress: (saved: string, goal: string, percent: number) => `${saved} of ${goal} (${percent}%)`,
  goalBy: (day: string) => `Goal by ${day}`,
  lockedUntil: (day: string) => `Locked until ${day}`,
  noGoal: 'No goal set',
  accounts: 'Your accounts',
  seePots: 'Pots',
  moveDescription: (to: string) => `Move to ${to}`,
  closeDescription: (name: string) => `Pot “${name}” closed`,
};

// Monthly statements (issue 49 part 3).
export const statementMessages = {
  notificationTitle: (month: string) => `Your statement for ${month} is ready`,
  notificationBody: (accounts: string[]) =>
    `${accounts.join(', ')}: open Statements to download ${accounts.length === 1 ? 'it' : 'them'} as PDF.`,
  mailSubject: (month: string) => `Vault Bank: your statement for ${month} is ready`,
  mailText: (firstName: string, month: string, accounts: string[], link: string) =>
    `Hello ${firstName},\n\nYour statement for ${month} is ready (${accounts.join(', ')}). For your privacy it is not attached: sign in and open Statements to download it.\n\n${link}\n`,
  pageTitle: 'Statements',
  pageIntro:
    'A statement of each account for every month it moved, and at least once a quarter when it did not. Statements are kept as issued; a correction is a new statement.',
  empty: 'No statements yet. Your first one comes at the start of next month.',
  corrected: 'Corrected by a later statement',
  correction: 'Correction',
  download: 'Download PDF',
};

// Savings interest and the back office's jobs page (issue 49 part 1).
export const interestMessages = {
  rateSet: (percent: string, day: string) => `The Savings rate will be ${percent}% from ${day}.`,
  rateInPast: 'The effective date cannot be in the past: a rate applies from today or a later day.',
  paymentDescription: 'Interest',
  paymentDetails: (first: string, last: string) => `Interest ${first} to ${last}`,
  jobQueued: (label: string) => `${label} will run in a moment.`,
  jobNotRunnable: 'This job cannot be run by hand.',
  jobUnavailable: 'This job is off on this installation.',
  ratesTitle: 'Interest rates',
  jobsTitle: 'Scheduled jobs',
  noRate: 'No Savings rate has been set: savings and pots earn nothing.',
  earnedThisYear: 'Interest earned this year',
  accruingThisMonth: 'accruing this month',
} as const;

// The customer's data: "Download my data" on My Account (issue 50 part 4, docs/customer-data.md).
export const dataExportMessages = {
  title: 'Download my data',
  intro:
    'Get a copy of everything Vault Bank holds about you, in machine-readable files: profile, accounts, payments, documents, support tickets, sessions and more.',
  request: 'Download my data',
  requesting: 'Requesting...',
  requested:
    'We are preparing your data. You will get a notification and an email with a download link within a few minutes.',
  alreadyQueued: 'Your data is already being prepared. You will be told when it is ready.',
  status: {
    queued: 'Being prepared',
    ready: 'Ready: use the link in your email',
    downloaded: 'Downloaded',
    expired: 'Link expired',
    failed: 'Could not be prepared',
  } as Record<string, string>,
  requestedAt: (at: string) => `Requested ${at}`,
  readyUntil: (at: string) => `Link valid until ${at}`,
  readyTitle: 'Your data is ready to download',
  readyBody:
    'We emailed you a download link. It works once, for 7 days, while you are signed in to Vault Bank.',
  mailSubject: 'Your Vault Bank data is ready to download',
  mailText: (link: string, until: string) =>
    `You asked for a copy of your data. Download it here (sign in first; the link works once, until ${until}):\n\n${link}\n\nIf you did not ask for this, open Security in Vault Bank and choose "This wasn't me".`,
  downloadTitle: 'Your data',
  downloadIntro: 'Your archive is ready. It can be downloaded once.',
  download: 'Download the archive',
  downloading: 'Downloading...',
  downloaded: 'Downloaded. The link cannot be used again.',
  linkMissing: 'This link is not complete. Use the link in your email.',
  linkInvalid:
    'This download link is not valid, has been used already or has expired. You can ask for your data again on My Account.',
  loadFailed: 'Your data requests could not be loaded.',
  failed: 'Your data could not be requested. Please try again.',
} as const;

/* Who looked at my account (issue 50 part 5): the customer's Recent Activities and the back office's reason dialog. */
export const staffReadMessages = {
  reasonRequired: errorMessages.staff_read_reason_required,
  /** One sentence per kind of read, as the customer sees it. */
  viewed: {
    profile: 'Vault Bank staff viewed your profile, accounts and statement',
    identity_documents: 'Vault Bank staff viewed your identity documents',
    next_of_kin: "Vault Bank staff viewed your next of kin's documents",
    statement: 'Vault Bank staff viewed a payment on your statement',
    receipt: 'Vault Bank staff viewed a payment receipt',
    case: 'Vault Bank staff viewed your support case',
    cheque_image: 'Vault Bank staff viewed a cheque image you deposited',
    loan: 'Vault Bank staff viewed your loan',
    login_activity: 'Vault Bank staff viewed your login activity',
    // Audited but never shown to the customer: a monitoring case may lead to a SAR (docs/monitoring.md).
    monitoring_case: 'Vault Bank staff reviewed your account activity',
    dispute: 'Vault Bank staff viewed your dispute of a payment',
  },
  line: (viewed: string, reason: string) => `${viewed} — reason: ${reason}`,
  reasonKinds: {
    ticket: 'Support ticket',
    case: 'Case',
    dispute: 'Dispute',
    customer_request: 'At your request',
    review: 'Review of your request',
    other: 'Other',
  },
  /** The reason as stored in the audit chain and shown to the customer: "Support ticket T-1024", "Other: …". */
  reason: (kindLabel: string, text: string, isReference: boolean) =>
    isReference ? `${kindLabel} ${text}` : `${kindLabel}: ${text}`,
  panelTitle: 'Staff access to your account',
  panelEmpty: 'No one at Vault Bank has opened your records.',
  dialogTitle: 'Why are you opening this customer?',
  dialogIntro: 'The customer sees every read of their records, with this reason, on their Recent Activities.',
  kindLabel: 'Reason',
  textLabel: 'Reference or explanation',
  textHint: 'A ticket, case or dispute reference, or a sentence (3 to 200 characters).',
  open: 'Open customer',
  cancel: 'Back to users',
  textTooShort: 'Write at least 3 characters.',
  currentReason: (reason: string) => `Reason for this visit: ${reason}`,
  changeReason: 'Change reason',
} as const;

// Issue 49's remaining gaps (accounts): pots changed after opening, standing orders into a pot, the closing flow.
export const accountGapMessages = {
  potChanged: (name: string) => `Your pot “${name}” is saved.`,
  potClosed: 'This pot is closed. Closed pots cannot be changed.',
  editNothing: 'Change at least one thing.',
  lockShortened: (day: string) => `This pot is locked until ${day}. A lock can be extended, never shortened.`,
  lockRemoved: 'A lock cannot be removed. It ends by itself on its day.',
  edit: 'Edit',
  editTitle: (name: string) => `Edit “${name}”`,
  removeGoal: 'No goal amount',
  removeGoalDate: 'No goal date',
  lockExtendHint: (day: string) => `Locked until ${day}. You can extend the lock, never shorten it.`,
  save: 'Save',
  potOrderRefusedTitle: 'A standing order into a pot did not run',
  potOrderLockedBody: (day: string, source: string, until: string) =>
    `Your standing order of ${day} could not take money from “${source}”: it is locked until ${until}.`,
  potOrderEndedTitle: 'A standing order has ended',
  potOrderEndedBody: (name: string) =>
    `Your standing order with the pot “${name}” has ended, because the pot is closed.`,
  moveOrderTitle: 'Standing order into a pot',
  moveOrderIntro:
    'Save on a schedule: the bank moves money between your own accounts on each date. Free, no PIN, outside the daily transfer limit.',
  moveOrderNew: 'New standing order into a pot',
  moveOrderCreate: 'Set up standing order',
  moveOrderCreated: 'Standing order set up. The money moves on each date.',
  moveOrderNoPots: 'Open a pot first to save into it on a schedule.',
  moveOrderDescription: (to: string) => `Standing order to ${to}`,
  ownAccount: 'Own account',
  closedAccount: 'Closed account',
} as const;
