/** Kysely's view of the cards tables (filled in by that feature's migration). */
export type CardsTables = Record<never, never>;
