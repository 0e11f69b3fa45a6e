/**
 * Every TanStack Query key of the app, in one place: a feature reads its data under these keys and whoever
 * must refresh it (another feature's mutation, the shell) invalidates the same entry, never a retyped
 * string. A key is a prefix of the more specific keys built from it, so invalidating `transactions.all`
 * refreshes every list and receipt.
 */
export const queryKeys = {
  profile: ['profile'],
  accounts: ['accounts'],
  pinStatus: ['pin-status'],
  payees: ['payees'],
  standingOrders: ['standing-orders'],
  statements: ['statements'],
  alerts: ['alerts'],
  mfa: ['mfa'],
  passkeys: ['passkeys'],
  insights: {
    all: ['insights'],
    month: (month: string) => ['insights', month],
  },
  transactions: {
    all: ['transactions'],
    list: (filters: unknown) => ['transactions', 'list', filters],
    receipt: (id: string | null) => ['transactions', 'receipt', id],
  },
  /** A payment's disputes (the receipt's timeline), and the back office's queue and one dispute. */
  disputes: {
    ofPayment: (paymentId: string) => ['disputes', 'payment', paymentId],
    admin: ['admin-disputes'],
    queue: (status: string) => ['admin-disputes', status],
    one: (id: string) => ['admin-disputes', 'one', id],
  },
  cards: ['cards'],
  deposits: ['deposits'],
  chequeImage: (url: string) => ['cheque-image', url],
  cryptoAddress: ['crypto-address'],
  dashboardKyc: ['dashboard-kyc'],
  kyc: ['kyc'],
  kycDocument: (url: string | null) => ['admin-kyc-document', url],
  nextOfKin: ['next-of-kin'],
  loans: {
    mine: ['loans', 'mine'],
    one: (id: string) => ['loans', 'one', id],
    rates: ['loans', 'rates'],
  },
  tickets: {
    all: ['tickets'],
    one: (id: string | null) => ['tickets', 'one', id],
    queue: ['admin-tickets', 'pending'],
  },
  notifications: ['notifications'],
  sessions: ['sessions'],
  activities: {
    all: ['activities'],
    of: (userId: string | null) => ['activities', userId],
  },
  admin: {
    overview: ['admin-overview'],
    users: {
      all: ['admin-users'],
      page: (search: string, cursor: string | null) => ['admin-users', search, cursor],
    },
    customer: (id: string) => ['admin-user', id],
    audit: (filters: unknown) => ['admin-audit', filters],
    /** A decision queue (`/admin/loans`, `/admin/kyc`, …) and, with a status, one of its tabs. */
    queue: (path: string, status?: string) =>
      status ? ['admin-queue', path, status] : ['admin-queue', path],

    /** The sanctions list versions (`/admin/sanctions/lists`). */
    sanctionsLists: ['admin-sanctions-lists'],
    /** Monitoring cases: the queue by filter, one case by reference, the people a case goes to. */
    cases: {
      all: ['admin-cases'],
      list: (status: string) => ['admin-cases', 'list', status],
      one: (reference: string) => ['admin-cases', 'one', reference],
      assignees: ['admin-cases', 'assignees'],
    },
  },
} as const;
