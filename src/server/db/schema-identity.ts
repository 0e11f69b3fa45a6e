/** Kysely's view of the identity tables (filled in by that feature's migration). */
export type IdentityTables = Record<never, never>;
