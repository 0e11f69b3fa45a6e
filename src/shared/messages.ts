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
