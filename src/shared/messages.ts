import type { DomainCode } from './errors';

/**
 * Every user-visible text quoted by SPEC.md, character for character, in one place.
 * Pages and tests import these so a typo cannot hide in one copy.
 */
export const messages = {
  login: {
    invalidCredentials: 'Invalid email or password',
    serverError: 'Server error. Please try again later.',
    tooManyAttempts: 'Too many failed attempts. Try again later.',
    success: 'Login successful',
    accountDisabled: 'Your account has been disabled. Please contact support.',
  },
  adminLogin: {
    notAdmin: 'Access denied: Not an admin',
  },
  register: {
    passwordsDoNotMatch: '❌ Passwords do not match',
    somethingWentWrong: '❌ Something went wrong. Try again.',
    success: '✅ Registered successfully! Redirecting to login...',
    emailTaken: 'An account with this email already exists.',
    takenMailSubject: 'Vault Bank: someone tried to register with your email',
    takenMailText: (firstName: string) =>
      `Hello ${firstName},\n\nSomeone tried to open a Vault Bank account with this email address, which already has one. No new account was opened.\n\nIf it was you, sign in instead, or use "Forgot password" on the sign-in page. If it was not you, there is nothing to do.\n`,
    created: 'Account created successfully',
  },
  dashboard: {
    loading: 'Loading...',
    error: 'Error loading user data.',
    noUser: 'No user data available.',
    noRecentActivity: 'No recent activity',
  },
  /** Issue 47 (weblook): the dashboard's quick actions and payments, the statement, page states, back office. */
  moneyFirst: {
    sendMoney: 'Send money',
    moveToSavings: 'Move to Savings',
    statement: 'Statement',
    recentPayments: 'Recent payments',
    noPayments: 'No payments yet.',
    paymentsError: 'Your payments could not be loaded.',
    allPayments: 'All payments',
    viewReceipt: 'View receipt',
    tryAgain: 'Try again',
    loadError: 'This could not be loaded.',
    moveAmountLabel: 'Amount to move',
    moveSubmit: 'Move money',
    moving: 'Moving…',
    moved: (amount: string) => `Moved ${amount} to Savings.`,
    offline: "You're offline — nothing was moved.",
    noSavings: 'Your Savings account could not be found.',
    approveQuestion: (what: string, amount: string, name: string) =>
      `Approve the ${what} of ${amount} for ${name}? The money moves at once.`,
    confirmApprove: 'Confirm approval',
    cancel: 'Cancel',
    creditQuestion: (amount: string, name: string) => `Add ${amount} to ${name}'s balance?`,
    creditReview: 'Review the credit',
    confirmCredit: 'Confirm and add',
    change: 'Change',
  },
  forgotPassword: {
    somethingWentWrong: 'Something went wrong.',
    sent: 'If an account exists for this email, a reset link has been sent.',
  },
  resetPassword: {
    passwordsDoNotMatch: 'Passwords do not match.',
    tooShort: 'Password must be at least 6 characters long.',
    somethingWentWrong: 'Something went wrong',
    success: 'Password has been reset successfully. Check your email for your new password.',
    invalidToken: 'This reset link is invalid or has expired.',
  },
  password: {
    doNotMatch: 'New password and confirmation do not match.',
    tooShort: 'Password must be at least 6 characters long.',
    tooWeak: 'This password is too easy to guess. Please choose another one.',
    strength: ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'],
    somethingWentWrong: 'Something went wrong',
    serverError: '⚠️ Server error',
    success: '✅ Password updated successfully!',
    wrongCurrent: 'Current password is incorrect.',
  },
  pin: {
    doNotMatch: 'New PIN and confirmation do not match.',
    exactlyFour: 'PIN must be exactly 4 digits.',
    success: '✅ PIN updated successfully!',
    notSet: 'Set your PIN on the Pincode page before making this request.',
    locked: 'Too many wrong PIN attempts. PIN use is locked for 30 minutes.',
    wrong: 'Incorrect PIN.',
    wrongCurrent: 'Current PIN is incorrect.',
    oldRequired: 'Enter your current PIN.',
    reauthRequired: 'For your security, enter your account password to set your PIN.',
  },
  kyc: {
    // Refusals while a customer's identity is not yet verified (code `kyc_required`).
    transferCap:
      'Until your identity is verified, outgoing transfers are limited. Verify your identity on /KycVerificationPage to lift the limit.',
    approvalBlocked:
      'This customer has not completed identity verification (KYC). It must be approved first.',
    dashboardNotice:
      'Your identity is not verified yet. Until it is, outgoing transfers are capped at a small daily amount, and loans and cards cannot be approved.',
    dashboardLink: 'Verify your identity',
  },
  logout: { success: 'Logged out' },
  transfer: {
    localSuccess: 'Transfer initiated!',
    internationalSuccess: 'International Transfer Initiated!',
    ownAccountNotFound: 'That account was not found among your accounts.',
    accountNotFound: 'No account with this number exists at this bank.',
    accountNameMismatch: 'The account name does not match the account holder.',
    sameAccount: 'You cannot transfer money to the same account.',
    insufficientFunds: 'Insufficient funds: the amount plus the fee is more than your available balance.',
    dailyLimitExceeded: 'This transfer would exceed your daily transfer limit.',
    payeeChecksExhausted:
      'Too many transfers to unknown accounts or wrong names in the last hour. Please check the details and try again later.',
    tooManyPayments: 'Too many payments in a short time. Please wait a minute and try again.',
    newPayeeLimitExceeded:
      'This payee was added less than 24 hours ago, so payments to it are limited for now. Please send a smaller amount or try again later.',
  },
  /** Spending insights and categories (issue 16). */
  insights: {
    categoryChanged: (category: string) =>
      `Filed under ${category}. Payments to and from this account will be too.`,
    spendingTitle: 'Spending this month',
    flowsTitle: 'Money in and out',
    noSpending: 'No spending this month yet.',
    loading: 'Loading insights...',
  },
  /** Two-step sign-in (issue 15). */
  mfa: {
    codeRequired: 'Enter the code from your authenticator app.',
    title: 'Security',
    subtitle: 'Two-step sign-in: a code from an authenticator app after your password.',
    recommend: 'Turn on two-step sign-in: with it, a stolen password alone cannot open your account.',
    on: 'Two-step sign-in is on.',
    off: 'Two-step sign-in is off.',
    scan: 'Scan this code with your authenticator app (or type the key), then enter the 6-digit code it shows.',
    enabled:
      'Two-step sign-in is on. Keep these recovery codes somewhere safe: each works once, instead of a code.',
    disabled: 'Two-step sign-in is off.',
    alreadyOn: 'Two-step sign-in is already on.',
    notEnrolled: 'Set up two-step sign-in first.',
    wrongCode: 'That code is not right. Enter the current 6-digit code from your app, or a recovery code.',
    challengeInvalid: 'This sign-in has expired. Please sign in again.',
    stepUpRequired: 'Please confirm it is you: enter a code from your authenticator app.',
    reauthRequired: 'For your security, enter your account password again.',
    passwordLabel: 'Your password',
    newRecoveryCodes:
      'New recovery codes: the old ones no longer work. Keep these somewhere safe: each works once, instead of a code.',
    recoveryTitle: 'Recovery codes',
    recoveryIntro:
      'If you lose your authenticator app or passkey, a recovery code signs you in instead. Each works once.',
    copyCodes: 'Copy codes',
    downloadCodes: 'Download codes',
    copied: 'Copied.',
    renewCodes: 'Get new recovery codes',
    /** What two-step sign-in does for this customer, in words (the Security page). */
    onWith: (factors: string) =>
      `Two-step sign-in is on: after your password, we ask for ${factors}. A stolen password alone cannot open your account.`,
    factorApp: 'a code from your authenticator app',
    factorPasskey: 'your passkey',
    offExplained:
      'Two-step sign-in is off: your password alone signs you in. Set up an authenticator app or add a passkey to turn it on.',
    passkeyRequired: 'Confirm it is you with your passkey to finish signing in.',
    passkeyOrCode: 'Use your passkey, or enter a code from your authenticator app or a recovery code.',
    recoveryCodeInstead: 'Use a recovery code instead',
    codeLabel: 'Authentication code',
    verified: 'Confirmed.',
    adminMustEnrol:
      'Administrators must turn on two-step sign-in before using the back office: set up an authenticator app or a passkey.',
    enrolTitle: 'Turn on two-step sign-in',
  },
  /** Passkeys (issue 15 part 3). */
  passkeys: {
    title: 'Passkeys',
    intro:
      "Sign in with your phone's or computer's fingerprint, face or screen lock instead of a password and code.",
    none: 'No passkeys yet.',
    add: 'Add a passkey',
    added: 'Passkey added.',
    addedTwoStepOn:
      'Passkey added. Two-step sign-in is now on: after your password we will ask for this passkey. Keep these recovery codes somewhere safe: each works once, if you lose the passkey.',
    turnsTwoStepOn:
      'Adding your first passkey turns on two-step sign-in: after your password we will ask for the passkey, and you get recovery codes in case you lose it.',
    renamed: 'Passkey renamed.',
    removed: 'Passkey removed.',
    signIn: 'Sign in with a passkey',
    useInstead: 'Use a passkey',
    rejected: 'That passkey could not be used. Please try again, or sign in another way.',
    cancelled: 'The passkey request was cancelled or timed out.',
    unsupported: 'This browser does not support passkeys.',
    limit: 'You have the most passkeys allowed. Remove one first.',
    defaultName: 'Passkey',
  },
  /** "This wasn't me" (issue 15). */
  lockdown: {
    button: "This wasn't me",
    confirm:
      'Lock your account down? Every session ends, your cards are frozen and payments out pause until you reset your password.',
    done: 'Your account is locked down. Reset your password to sign in and pay again.',
    paused:
      'Payments out are paused because you reported a sign-in that was not you. Reset your password to resume them.',
    invalidLink: 'This link has expired or was used already.',
    signInRefused:
      "You reported a sign-in that wasn't you, so this account is locked. Reset your password with the link we e-mailed you (or ask for a new one under Forgot password), then sign in again.",
    resetMailSubject: 'Vault Bank: reset your password to unlock your account',
    resetMailText: (link: string) =>
      `You reported a sign-in that wasn't you. Every session was ended, your cards are frozen, your standing orders are paused and sign-in is refused until you choose a new password with this link (it works once, for 24 hours):\n${link}\n\nAny passkey or authenticator app added since your last sign-in was removed. After the reset, unfreeze your cards and resume your standing orders when you are ready.\n`,
    notificationTitle: 'Account locked down',
    notificationBody:
      'Every session was ended, your cards are frozen and payments out pause until you reset your password.',
    mailSubject: 'Vault Bank: a new sign-in to your account',
    mailText: (time: string, ip: string, browser: string, link: string) =>
      `Your Vault Bank account was signed in to from a browser we have not seen before.\n\nTime: ${time}\nIP address: ${ip}\nBrowser: ${browser}\n\nIf this was you, there is nothing to do. If it wasn't you, lock your account down now (this link works once, for 7 days):\n${link}\n`,
  },
  /** Alerts (issue 16). */
  alerts: {
    title: 'Alerts',
    subtitle: 'Tell me when something happens: in the bell and by e-mail.',
    saved: 'Your alerts are saved.',
    lowBalance: (balance: string, threshold: string) => ({
      title: 'Low balance',
      body: `Your Checking balance is ${balance}, below the ${threshold} you asked to be told about.`,
    }),
    paymentOut: (amount: string, description: string, reference: string) => ({
      title: 'Payment out',
      body: `${description} of ${amount} left your account (${reference}).`,
    }),
    moneyIn: (amount: string, description: string, reference: string) => ({
      title: 'Money in',
      body: `${description} of ${amount} arrived in your account (${reference}).`,
    }),
    newSignIn: (time: string, ip: string, browser: string) => ({
      title: 'New sign-in',
      body: `Your account was signed in to from a browser not seen before: ${time}, IP ${ip}, ${browser}. If this wasn't you, change your password now.`,
    }),
  },
  /** Standing orders (issue 16). */
  standingOrders: {
    title: 'Standing Orders',
    subtitle: 'Payments the bank sends for you on their dates: once, every week or every month.',
    created: 'Standing order set up.',
    cancelled: 'Standing order cancelled.',
    notActive: 'This standing order has already ended.',
    resumed: 'Standing order resumed.',
    notPaused: 'This standing order is not paused.',
    tooMany: 'You have as many standing orders as you can. Cancel one first.',
    firstDateRange: 'The first date must be today or later, and within a year.',
    failedTitle: 'A standing order payment failed',
    failedBody: (day: string) =>
      `The payment due on ${day} could not be made. Check your balance and limits.`,
    loading: 'Loading standing orders...',
    empty: 'No standing orders yet. Set one up from a transfer page.',
    makeStanding: 'Make this a standing order',
  },
  /** Saved payees and confirmation of payee (issue 16). */
  payees: {
    title: 'Payees',
    subtitle: 'The people and businesses you pay. Pick one on a transfer page and its details fill in.',
    loading: 'Loading payees...',
    empty: 'No saved payees yet. Add one, or save one after a transfer.',
    added: 'Payee saved.',
    updated: 'Payee updated.',
    removed: 'Payee removed.',
    exists: 'You have already saved this payee.',
    destinationFixed:
      'The bank and account of a saved payee cannot change. Remove it and add the new details.',
    limitReached: 'You have saved as many payees as you can. Remove one first.',
    match: 'Match: the name matches the account holder.',
    closeMatch: (name: string) => `Close match — did you mean ${name}?`,
    noMatch: 'No match: the name does not match an account at Vault Bank. Check the details before you pay.',
    unavailable: 'Could not check: we cannot confirm names at other banks. Make sure the details are right.',
    newPayeeNote: (limit: string) => `New payee: payments are limited to ${limit} in its first 24 hours.`,
    savePayee: 'Save this payee',
    saved: 'Saved to your payees.',
    pick: 'Saved payee',
    pickNone: 'Enter new details',
  },
  generic: {
    notSignedIn: 'Please sign in to continue.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    invalidInput: 'Some of the information you sent is not valid.',
    internal: 'Something went wrong on our side. Please try again later.',
    unavailable: 'Vault Bank is briefly unavailable. Your money is safe. Please try again in a few moments.',
    rateLimited: 'Too many requests. Please wait a minute and try again.',
    badOrigin: 'This request did not come from the Vault Bank app.',
    comingSoon: 'This service is coming soon to Vault Bank.',
    payloadTooLarge: 'The request is too large.',
    badCursor: 'This page link is not valid. Please reload the list.',
    oneIdempotencyKey: 'Send one Idempotency-Key header.',
    idempotencyInFlight: 'This request is already being processed. Please wait.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    alreadyDecided: 'This item has already been decided.',
    notAllowedNow: 'This cannot be done now.',
    unstorableText: 'The text contains a character that is not allowed.',
  },
  events: {
    tooManyStreams: 'Too many live connections are open for this account. Close a tab and try again.',
  },
  admin: {
    selectUser: 'Please select a user first.',
    amountRequired: 'Please enter an amount.',
    amountInvalid: 'Please enter an amount greater than zero, with at most 2 decimals.',
    /** SPEC.md §8: the success alert 'Added ${amount} to {name}'s balance'. */
    balanceAdded: (amount: string, name: string) => `Added $${amount} to ${name}'s balance`,
    loadingUsers: 'Loading users...',
    noUsers: 'No users found.',
  },
  /** The transfer screens' own texts around the SPEC.md §8 alerts in `transfer`. */
  transferForm: {
    loadingAccounts: 'Loading your accounts...',
    accountsError: 'Your account balances could not be loaded.',
    totalBalanceCaption: 'The sum of your Checking and Savings accounts.',
    ownAccountNoFee: 'No fee: this is one of your own accounts.',
    somethingWentWrong: 'The transfer could not be sent. Please try again.',
    networkError: 'The server could not be reached. Your transfer was not confirmed; please try again.',
    noCountryMatch: 'No country matches your search.',
  },
  /** Paying someone (issue 47 parts 1 and 3): who is paid, live figures, the receipt, and the edges. */
  payments: {
    offline: "You're offline — nothing was sent.",
    fieldRequired: 'Please fill in every required field.',
    payeeOtherKind: 'This payee is for another kind of transfer.',
    whoHeading: 'Who are you paying?',
    someoneNew: 'Someone new',
    otherBank: 'Another bank (type its name)',
    otherBankName: 'Name of the bank',
    thisBankHint: 'Payments to Vault Bank accounts arrive at once.',
    otherBankHint: 'Payments to other banks arrive within 1 to 2 working days.',
    checking: 'Checking the name with the account…',
    available: (account: string, amount: string) => `Available in ${account}: ${amount}`,
    overBalance: (available: string) =>
      `This is more than you can send: the amount plus the fee must be at most ${available}.`,
    receiptTitle: 'Payment sent',
    arrivesNow: 'Arrived just now',
    arrivesLater: 'Expected within 1 to 2 working days',
    scheduledFor: (date: string) => `First payment on ${date}`,
    viewReceipt: 'View receipt',
    downloadPdf: 'Download PDF',
    sendAnother: 'Send another',
    seeStandingOrders: 'See all scheduled payments',
    pinFirstTitle: 'Set your PIN first',
    pinFirstBody: 'Every payment is confirmed with a 4-digit PIN. Set yours now, then come back to pay.',
    pinFirstLink: 'Set your PIN',
  },
  /** SPEC.md §2 History (Bank Statement). */
  history: {
    loading: 'Loading transactions...',
    empty: 'No transactions found.',
    /** SPEC.md §2: footer "Showing N transaction(s)". */
    showing: (count: number) => `Showing ${count} transaction(s)`,
    pending: 'Pending',
    error: 'Your transactions could not be loaded.',
    loadingReceipt: 'Loading receipt...',
    receiptError: 'The receipt could not be loaded.',
    badRange: 'The start date must not be after the end date.',
    exportRangeTooLong: (days: number) => `An export covers at most ${days} days; choose a shorter range.`,
    exportTooManyLines: (lines: number) =>
      `This range holds more than ${lines.toLocaleString('en-US')} transactions; choose a shorter range.`,
  },
  /** The administrators' settlement queue of outgoing transfers. */
  adminTransfers: {
    loading: 'Loading transfers...',
    empty: 'No transfers are waiting for a decision.',
    settled: (reference: string) => `Transfer ${reference} settled.`,
    returned: (reference: string) => `Transfer ${reference} returned to the customer.`,
  },
  backoffice: {
    cannotDisableSelf: 'You cannot disable your own account.',
    alreadyDisabled: 'This user is already disabled.',
    notDisabled: 'This user is not disabled.',
    disabled: 'User disabled. Their sessions have ended.',
    enabled: 'User enabled.',
    creditPending: (amount: string, name: string) =>
      `Credit of ${amount} to ${name} is above the four-eyes limit and awaits a second administrator's approval.`,
    cannotApproveOwn: 'A second administrator must approve this credit; you asked for it.',
    creditApproved: 'Credit approved and posted.',
    creditRejected: 'Credit request rejected.',
    creditsPending: (amount: string, name: string) =>
      `Credits to ${name} would pass the four-eyes limit over 24 hours; this credit of ${amount} awaits a second administrator's approval.`,
    approvalPending: (what: string) =>
      `${what} is above the four-eyes limit and awaits a second administrator's approval.`,
    soloLimitPending: (what: string) =>
      `${what} would take what you released alone in 24 hours over the four-eyes limit; it awaits a second administrator's approval.`,
    ownKycPending: (what: string) =>
      `${what} is for a customer whose identity check you approved; it awaits a second administrator's approval.`,
    invitationPending:
      'Administrator invited. They can set their password from the email, and can sign in once a different administrator approves the invitation.',
    requestApproved: 'Approved.',
    decidedElsewhere: 'This item was decided meanwhile; the request is closed.',
    requestRejected: 'Request rejected.',
    awaitingApproval: 'Your administrator account is waiting for approval by another administrator.',
    transferAlreadyDecided: 'This transfer has already been decided.',
    alreadyWaiting: 'This already waits for a second administrator.',
    requestAlreadyDecided: 'This request has already been decided.',
    adminDisablePending:
      'Disabling an administrator needs a second administrator; the request awaits their approval.',
    adminEnablePending:
      'Enabling an administrator needs a second administrator; the request awaits their approval.',
    factorResetPending:
      "The reset of this customer's second factor awaits a second administrator's approval.",
    factorResetDone:
      'Second factor reset: two-step sign-in is off, every session has ended and the customer was told by email.',
    cannotDecideAboutSelf: 'This request is about you; another administrator must decide it.',
    factorResetConfirmCheck: 'Confirm that you checked the customer’s identity.',
    factorResetHowRequired: 'Say how you checked the customer’s identity.',
    cannotResetOwnFactor: 'You cannot reset your own second factor.',
    noFactorToReset: 'This customer has no second factor to reset.',
    factorResetMailSubject: 'Vault Bank: your second factor was reset',
    factorResetMailText: (firstName: string) =>
      `Hello ${firstName},\n\nAt your request, after checking your identity, Vault Bank removed every second factor from your account: your authenticator app, your recovery codes and your passkeys. Two-step sign-in is now off and every session has been signed out.\n\nSign in with your password and turn two-step sign-in on again from the Security page. If you did not ask for this, call us at once.\n`,
  },
  /** SPEC.md §2 Loan request and My Loans, §8 Loan; the rest are this bank's own texts around them. */
  loans: {
    submitting: 'Submitting...',
    success: '✅ Loan request submitted successfully!',
    /** SPEC.md §8: '❌ {server error text}'. */
    serverError: (text: string) => `❌ ${text}`,
    somethingWentWrong: '❌ Something went wrong',
    networkError: '❌ Network error. Please try again.',
    empty: 'No loan history found.',
    requested: 'Loan request submitted. An administrator will review it.',
    loading: 'Loading loans...',
    loadError: 'Your loans could not be loaded.',
    loadingLoan: 'Loading loan...',
    repaid: (amount: string) => `Repayment of ${amount} received.`,
    notActive: 'This loan has nothing to repay.',
    exceedsOwedAnyAmount: 'The amount is more than you owe on this loan.',
    exceedsOwed: (owed: string) => `The amount is more than you owe on this loan (${owed}).`,
    belowInterest: (due: string) => `The amount must at least pay the interest due today (${due}).`,
    belowInterestAnyAmount: 'The amount must at least pay the interest due today.',
    repayHint: 'A repayment pays the interest due to date first; the rest repays principal.',
    insufficientFunds: 'Insufficient funds in the chosen account.',
    approved: 'Loan approved and paid out.',
    rejected: 'Loan rejected.',
    alreadyDecided: 'This loan has already been decided.',
    adminLoading: 'Loading loans...',
    adminEmpty: 'No loans with this status.',
    tooManyPending: (count: number) =>
      `You already have ${count} loan requests waiting for a decision. Please wait until they are reviewed.`,
  },
  /** SPEC.md §2, §5 and §8: the cheque deposit screen, and its server answers. */
  chequeDeposit: {
    selectImage: 'Please select an image to upload.',
    uploadError: 'An error occurred while uploading.',
    uploaded: 'Uploaded successfully',
    delayNote: 'Note: cheque deposit may be delayed for confirmation.',
    notAnImage: 'Please choose an image file (JPEG, PNG or WebP).',
    duplicate: 'This cheque image has already been deposited.',
    tooManyPending: (count: number) =>
      `You already have ${count} cheques waiting for confirmation. Please wait until they are reviewed.`,
    alreadyDecided: 'This deposit has already been decided.',
    loading: 'Loading deposits...',
    loadError: 'Your deposits could not be loaded.',
    empty: 'No cheque deposits yet.',
    approved: 'Cheque deposit approved.',
    rejected: 'Cheque deposit rejected.',
    adminLoading: 'Loading deposits...',
    adminEmpty: 'No cheque deposits with this status.',
    imageLoading: 'Loading image...',
    imageError: 'The cheque image could not be loaded.',
  },
  /** SPEC.md §2 and §9: the dashboard's Deposit Crypto dialog. */
  cryptoDeposit: {
    copied: 'Copied',
    warning:
      'Send only Bitcoin (BTC) to this address. Sending any other token may result in its permanent loss.',
    loading: 'Loading address...',
    loadError: 'The deposit address could not be loaded.',
    copyFailed: 'Copying failed: select the address and copy it yourself.',
  },
  /** SPEC.md §2, §4, §8: New Ticket, Ticket History and the administrators' ticket queue. */
  tickets: {
    created: '✅ Ticket created successfully!',
    failed: '❌ Failed to create ticket. Try again.',
    loading: 'Loading tickets...',
    empty: 'No tickets found.',
    footer: 'List of all tickets',
    pending: 'Pending',
    loadError: 'Your tickets could not be loaded.',
    loadingTicket: 'Loading ticket...',
    ticketError: 'The ticket could not be loaded.',
    noReplies: 'No replies yet. Our support team will answer here.',
    closed: 'This ticket is already closed.',
    badCursor: 'This page link is not valid. Please reload the list.',
    tooManyOpen: (count: number) =>
      `You already have ${count} open tickets. Please wait for an answer before opening another.`,
    replyNotificationTitle: (reference: string) => `New reply to your ticket ${reference}`,
    replyNotificationBody: (status: string, excerpt: string) => `Status: ${status}. ${excerpt}`,
    adminLoading: 'Loading tickets...',
    adminEmpty: 'No tickets are waiting for an answer.',
    replySent: (reference: string) => `Reply sent on ${reference}.`,
    replyRequired: 'Please write a reply.',
  },
  /** SPEC.md §2 Recent Activities, and the active sessions listed beside them. */
  activities: {
    loading: 'Loading activities...',
    empty: 'No recent activity found.',
    loadError: 'Your activities could not be loaded.',
    sessionsLoading: 'Loading sessions...',
    sessionsError: 'Your sessions could not be loaded.',
    thisDevice: 'This device',
    noOtherSessions: 'You are not signed in anywhere else.',
    signedOutOthers: (count: number) =>
      count === 0
        ? 'No other sessions were open.'
        : `Signed out ${count} other ${count === 1 ? 'session' : 'sessions'}.`,
    revokeActivity: 'Signed out other sessions',
  },
  /** The notifications panel under the top bar's mail and bell icons. */
  notifications: {
    loading: 'Loading notifications...',
    empty: 'You have no notifications.',
    loadError: 'Your notifications could not be loaded.',
  },
  /** SPEC.md §2 and §8 Cards (Apply New Cards), and the texts around them. */
  cards: {
    /** SPEC.md §8: shown for 4 s after an application is sent. */
    inProgress: 'Application in progress...',
    feeNote:
      'A $50 card fee is taken from the chosen account when you apply. It is refunded if the application is declined.',
    insufficientFunds: 'Insufficient funds: the $50 card fee is more than the balance of this account.',
    alreadyPending: (brand: string) => `You already have a ${brand} application waiting for a decision.`,
    alreadyFrozen: 'This card is already frozen.',
    notFrozen: 'This card is not frozen.',
    somethingWentWrong: 'The application could not be sent. Please try again.',
    networkError: 'The server could not be reached. Please check your connection and try again.',
    loading: 'Loading your cards...',
    loadError: 'Your cards could not be loaded.',
    noCards: 'You have no cards yet.',
    noApplications: 'You have not applied for a card yet.',
    frozen: (masked: string) => `Card ${masked} is frozen.`,
    unfrozen: (masked: string) => `Card ${masked} is active again.`,
    approvedTitle: 'Card approved',
    approvedBody: (brand: string, masked: string, expiry: string) =>
      `Your ${brand} ${masked} is ready to use. It expires ${expiry}.`,
    rejectedTitle: 'Card application declined',
    rejectedBody: (brand: string, fee: string, account: string, reason: string) =>
      `Your ${brand} application was declined: ${reason} The ${fee} fee is back in your ${account} account.`,
  },
  /** The administrators' queue of card applications. */
  adminCards: {
    loading: 'Loading card applications...',
    empty: 'No card applications here.',
    approved: (brand: string, name: string) => `${brand} issued to ${name}.`,
    rejected: (brand: string, name: string) =>
      `${brand} application of ${name} rejected; the fee was refunded.`,
    reasonRequired: 'Please give a reason.',
    alreadyDecided: 'This application has already been decided.',
  },
  /** My Account, KYC and next of kin (SPEC.md §2 My Account, KYC Verification, Next of Kin). */
  uploads: {
    tooLarge: (megabytes: number) => `Files must be at most ${megabytes} MB.`,
    typeNotAccepted: (kinds: string) => `This file type is not accepted. Upload ${kinds}.`,
    notMultipart: 'Send the form as multipart/form-data.',
    unexpectedFile: (name: string) => `Unexpected file field: ${name}.`,
    unexpectedField: (name: string) => `Unexpected field: ${name}.`,
    imageTooManyPixels:
      'This image has too many pixels to process (at most 50 megapixels). Take a smaller photo or scan.',
  },
  identity: {
    loadingAccount: 'Loading account...',
    noUserData: 'No user data found. Please login again.',
    avatarUpdated: 'Your profile picture was updated.',
    avatarChooseImage: 'Please choose a JPG, PNG or WEBP image.',
    avatarTooLarge: 'The picture must be at most 2 MB.',
    avatarFailed: 'The picture could not be uploaded. Please try again.',
    imageUnreadable: 'This image could not be read. Upload a JPG, PNG or WEBP file.',
    loadingKyc: 'Loading verification status...',
    kycSubmitted: 'Your documents were submitted for review.',
    kycFailed: 'Your documents could not be submitted. Please try again.',
    kycFileRequired: (label: string) => `Please upload ${label}.`,
    kycAlreadyPending: 'Your documents are already under review.',
    kycAlreadyApproved: 'Your identity is already verified.',
    kycApprovedTitle: 'Identity verified',
    kycApprovedBody: 'Your identity documents were approved. Thank you.',
    kycRejectedTitle: 'Identity verification rejected',
    kycRejectedBody: (reason: string) =>
      `Your identity documents were rejected. Reason: ${reason.replace(/[.!?\s]+$/, '')}. You can submit new documents.`,
    loadingNextOfKin: 'Loading next of kin...',
    nextOfKinSaved: 'Your next of kin was saved.',
    nextOfKinFailed: 'Your next of kin could not be saved. Please try again.',
    nextOfKinDocumentsRequired: 'Please upload the front and back of the ID of your next of kin.',
  },
  /** The administrators' KYC review queue. */
  adminKyc: {
    loading: 'Loading KYC submissions...',
    empty: 'No KYC submissions here.',
    approved: (name: string) => `The identity of ${name} is verified.`,
    rejected: (name: string) => `The documents of ${name} were rejected.`,
    reasonRequired: 'Please give a reason.',
    alreadyDecided: 'This submission has already been decided.',
    documentError: 'The document could not be opened.',
  },
  // Transaction search and loan auto-repayment (issue 49 parts 4 and 5).
  search: {
    placeholder: 'Search by name, details or reference',
    label: 'Search transactions',
    tooShort: (min: number) => `Type at least ${min} characters to search.`,
    minAmount: 'Minimum amount',
    maxAmount: 'Maximum amount',
    category: 'Category',
    anyCategory: 'Any category',
    badAmountRange: 'The minimum amount must not be above the maximum amount.',
    chipSearch: (q: string) => `Search: ${q}`,
    chipMin: (amount: string) => `From ${amount}`,
    chipMax: (amount: string) => `Up to ${amount}`,
    chipCategory: (category: string) => `Category: ${category}`,
    removeChip: (chip: string) => `Remove filter ${chip}`,
    clearAll: 'Clear all filters',
    noMatches: 'No transactions match these filters.',
  },
  autopay: {
    title: 'Automatic repayment',
    explain: 'Pay each instalment automatically from Checking on its due date.',
    on: 'On: each instalment is paid from Checking on its due date.',
    off: 'Off: you repay this loan yourself.',
    turnOn: 'Turn on automatic repayment',
    turnOff: 'Turn off automatic repayment',
    turnedOn: 'Automatic repayment is on.',
    turnedOff: 'Automatic repayment is off.',
    ended: 'Automatic repayment ended: this loan is repaid.',
    pausedLockdown: 'Automatic repayment is paused while your account is locked down.',
    notActive: 'Only a loan that is being repaid can be paid automatically.',
    nextDue: (date: string, amount: string) => `Next instalment: ${amount} on ${date}.`,
    paidTitle: 'Loan instalment paid',
    paidBody: (amount: string, date: string) =>
      `Your loan instalment of ${amount} due ${date} was paid from Checking.`,
    retryTitle: 'Loan instalment not paid yet',
    retryBody: (amount: string, date: string) =>
      `Your loan instalment of ${amount} due ${date} could not be paid: not enough money in Checking. We will try again tomorrow.`,
    missedTitle: 'Loan instalment missed',
    missedBody: (amount: string, date: string) =>
      `Your loan instalment of ${amount} due ${date} could not be paid from Checking and is missed. Repay it from your loan's page.`,
    missedMailSubject: 'Your loan instalment was missed',
  },
  /** Closing an account (issue 49 part 6): the customer's page, the staff closure, sign-in and payments. */
  closing: {
    signInRefused:
      'This account is closed. Your records are kept: to ask for a statement or anything else, please contact us.',
    payeeClosed: 'This account is closed and cannot receive payments.',
    loading: 'Checking what your account holds...',
    title: 'Close my account',
    intro:
      'Closing your account ends every account you hold with us, cancels your cards and standing orders, ' +
      'and mails you a final statement. You will not be able to sign in again.',
    blockersTitle: 'Before you can close',
    nothingBlocks: 'Nothing stands in the way.',
    blockMoney: (amount: string) =>
      `Your accounts hold ${amount}: send it to another account with the closing transfer below.`,
    blockProcessing: (n: number) =>
      n === 1
        ? 'A payment is still processing: wait until it has settled or been returned.'
        : `${n} payments are still processing: wait until they have settled or been returned.`,
    blockLoan: 'A loan is outstanding or waiting for a decision: repay it, or wait for the decision.',
    blockCheques: (n: number) =>
      n === 1 ? 'A cheque deposit is waiting for review.' : `${n} cheque deposits are waiting for review.`,
    blockCardApplications: (n: number) =>
      n === 1
        ? 'A card application is waiting for a decision.'
        : `${n} card applications are waiting for a decision.`,
    sweepTitle: 'Where the balance goes',
    sweepIntro: (amount: string) =>
      `The whole balance of ${amount}, from every account and pot, is sent in one transfer, free of charge.`,
    sweepToPayee: 'A saved payee',
    sweepToAccount: 'An account I type in',
    choosePayee: 'Choose a payee',
    confirmLabel: 'I understand that closing cannot be undone',
    submit: 'Close my account',
    closing: 'Closing your account...',
    blockedSubmit: 'Resolve the items above first.',
    sweepDetails: 'Account closure',
    sweepDescription: 'Closing balance',
    gatherDescription: (from: string) => `Closing: moved from ${from}`,
    done: 'Your account is closed. A final statement is on its way to your email.',
    mailSubject: 'Your account is closed',
    mailText: (name: string, date: string, amount: string) =>
      `Dear ${name},\n\nYour accounts with us were closed on ${date}. ` +
      `The closing balance of ${amount} was paid out as you asked. Your final statements are attached.\n\n` +
      'Your records are kept as the law requires. If you did not ask for this, contact us at once.',
    staffReasonRequired: 'Please give the reason for closing this account.',
    staffPending: 'The closure waits for a second administrator.',
    staffClosed: 'The account is closed.',
    staffHeldDescription: 'Closing balance held for the customer',
    alreadyClosed: 'This account is already closed.',
    cannotReopen: 'A closed account cannot be enabled again.',
    returnHeld: 'Returned to a closed account: held in suspense',
    returnHeldTitle: 'Transfer returned',
    returnHeldBody: (what: string, amount: string, reference: string) =>
      `Your ${what} of ${amount} (${reference}) was returned. As your account is closed, we hold the money ` +
      'for you: please contact us to have it paid out.',
    // The close-account screen (closingweb).
    accountsTitle: 'Your accounts',
    bankLabel: 'Bank',
    otherBank: 'Another bank',
    closedTitle: 'Account closed',
    goToSignIn: 'Go to sign in',
    myAccountLink: 'Close my account',
    myAccountHint: 'Move your money out and close every account you hold with us.',
  },
} as const;

/**
 * The text each refusal answers with unless it carries its own (a password's zxcvbn feedback, a
 * validation detail, a count): one entry per code, so no code can reach a customer without words.
 */
export const errorMessages: Record<DomainCode, string> = {
  invalid_input: messages.generic.invalidInput,
  not_signed_in: messages.generic.notSignedIn,
  forbidden: messages.generic.forbidden,
  not_found: messages.generic.notFound,
  email_taken: messages.register.emailTaken,
  invalid_credentials: messages.login.invalidCredentials,
  too_many_attempts: messages.login.tooManyAttempts,
  rate_limited: messages.generic.rateLimited,
  account_disabled: messages.login.accountDisabled,
  invalid_reset_token: messages.resetPassword.invalidToken,
  wrong_password: messages.password.wrongCurrent,
  password_too_common: messages.password.tooWeak,
  bad_origin: messages.generic.badOrigin,
  payload_too_large: messages.generic.payloadTooLarge,
  internal_error: messages.generic.internal,
  service_unavailable: messages.generic.unavailable,
  pin_not_set: messages.pin.notSet,
  pin_locked: messages.pin.locked,
  wrong_pin: messages.pin.wrong,
  insufficient_funds: messages.transfer.insufficientFunds,
  account_not_found: messages.transfer.ownAccountNotFound,
  payee_not_found: messages.transfer.accountNotFound,
  account_name_mismatch: messages.transfer.accountNameMismatch,
  same_account: messages.transfer.sameAccount,
  daily_limit_exceeded: messages.transfer.dailyLimitExceeded,
  idempotency_in_flight: messages.generic.idempotencyInFlight,
  idempotency_key_reused: messages.generic.idempotencyKeyReused,
  already_decided: messages.generic.alreadyDecided,
  file_too_large: messages.identity.avatarTooLarge,
  unsupported_file_type: messages.identity.imageUnreadable,
  image_too_large: messages.uploads.imageTooManyPixels,
  duplicate_upload: messages.chequeDeposit.duplicate,
  not_allowed_now: messages.generic.notAllowedNow,
  limit_reached: messages.generic.notAllowedNow,
  amount_exceeds_owed: messages.loans.exceedsOwedAnyAmount,
  amount_below_interest: messages.loans.belowInterestAnyAmount,
  kyc_required: messages.kyc.approvalBlocked,
  export_too_large: messages.history.exportTooManyLines(10_000),
  payee_checks_exhausted: messages.transfer.payeeChecksExhausted,
  reauthentication_required: messages.mfa.reauthRequired,
  recovery_required: messages.lockdown.signInRefused,
  awaiting_approval: messages.backoffice.awaitingApproval,
  new_payee_limit_exceeded: messages.transfer.newPayeeLimitExceeded,
  payee_exists: messages.payees.exists,
  invalid_mfa_code: messages.mfa.wrongCode,
  mfa_challenge_invalid: messages.mfa.challengeInvalid,
  step_up_required: messages.mfa.stepUpRequired,
  account_locked_down: messages.lockdown.paused,
  passkey_rejected: messages.passkeys.rejected,
  mfa_enrollment_required: messages.mfa.adminMustEnrol,
  account_closed: messages.closing.signInRefused,
  payee_account_closed: messages.closing.payeeClosed,
  closure_blocked: messages.closing.blockedSubmit,
  staff_read_reason_required:
    'Give the reason for opening this customer (a ticket, case or dispute reference, or a sentence).',
  sanctions_hold:
    'This wire is held in Sanctions review: it cannot be settled or returned until a second administrator decides the hit.',
  payee_on_hold: 'This payee cannot be paid at the moment. Please contact us.',
};
