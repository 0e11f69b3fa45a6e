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
    created: 'Account created successfully',
  },
  dashboard: {
    loading: 'Loading...',
    error: 'Error loading user data.',
    noUser: 'No user data available.',
    noRecentActivity: 'No recent activity',
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
    tooCommon: 'This password is too common. Please choose another one.',
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
  },
  logout: { success: 'Logged out' },
  transfer: {
    localSuccess: 'Transfer initiated!',
    internationalSuccess: 'International Transfer Initiated!',
  },
  generic: {
    notSignedIn: 'Please sign in to continue.',
    forbidden: 'You are not allowed to do this.',
    notFound: 'Not found.',
    invalidInput: 'Some of the information you sent is not valid.',
    internal: 'Something went wrong on our side. Please try again later.',
    rateLimited: 'Too many requests. Please wait a minute and try again.',
    badOrigin: 'This request did not come from the Vault Bank app.',
    comingSoon: 'This service is coming soon to Vault Bank.',
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
    exceedsOwed: (owed: string) => `The amount is more than you owe on this loan (${owed}).`,
    insufficientFunds: 'Insufficient funds in the chosen account.',
    approved: 'Loan approved and paid out.',
    rejected: 'Loan rejected.',
    alreadyDecided: 'This loan has already been decided.',
    adminLoading: 'Loading loans...',
    adminEmpty: 'No loans with this status.',
  },
} as const;
