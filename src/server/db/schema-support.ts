/** Kysely's view of the support tables (filled in by that feature's migration). */
export type SupportTables = Record<never, never>;
