/** Kysely's view of the backoffice tables (filled in by that feature's migration). */
export type BackofficeTables = Record<never, never>;
