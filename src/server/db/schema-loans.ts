/** Kysely's view of the loans tables (filled in by that feature's migration). */
export type LoansTables = Record<never, never>;
