import { sql } from 'kysely';

/**
 * "Two-step sign-in is on" for the user row aliased `users`: an authenticator app or any passkey. The one
 * definition the session check, the password sign-in and the Security page's status read.
 */
export const twoStepOf = (users: string) =>
  sql<boolean>`(${sql.ref(`${users}.totp_enabled_at`)} IS NOT NULL
    OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = ${sql.ref(`${users}.id`)}))`;
