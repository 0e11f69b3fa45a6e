/** Kysely's view of the deposits tables (filled in by that feature's migration). */
export type DepositsTables = Record<never, never>;
