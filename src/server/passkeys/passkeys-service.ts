import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { messages } from '../../shared/messages';
import { DomainError } from '../common/domain-error';
import type { Config } from '../config';
import type { Db } from '../db/connection';
import { inTransaction } from '../db/transaction';
import { markSecondFactor } from '../mfa/mfa-repository';
import { issueRecoveryCodes } from '../mfa/mfa-service';
import { replaceRecoveryCodes } from '../mfa/mfa-repository';
import type { SessionUser } from '../sessions/sessions-repository';
import {
  deletePasskey,
  findPasskey,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  recordUse,
  renamePasskey,
  useChallenge,
  type PasskeyRow,
  type Purpose,
} from './passkeys-repository';

export type PasskeyDeps = { db: Db; config: Config };
/** Options for the browser's ceremony, passed through as made. */
type CeremonyOptions = { challenge: string; [key: string]: unknown };

/** The relying party is the bank's public address: its host name is the id, its origin the only origin. */
export function relyingParty(config: Config) {
  const origin = config.publicUrl ? new URL(config.publicUrl).origin : `http://localhost:${config.port}`;
  return { rpID: new URL(origin).hostname, origin, rpName: config.bankName };
}

/** The WebAuthn user handle: the user's id as 16 bytes, the same on every passkey of theirs. */
const userHandle = (userId: string) => Buffer.from(userId.replace(/-/g, ''), 'hex');

export const publicPasskey = (p: PasskeyRow) => ({
  id: p.id,
  name: p.name,
  createdAt: new Date(p.created_at).toISOString(),
  lastUsedAt: p.last_used_at ? new Date(p.last_used_at).toISOString() : null,
});

/** The challenge the browser signed, used up here (once, within five minutes, for this purpose and user). */
async function claimChallenge(db: Db, clientDataJSON: string, purpose: Purpose, userId: string | null) {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new DomainError('passkey_rejected');
  }
  if (!(await useChallenge(db, challenge, purpose, userId))) throw new DomainError('passkey_rejected');
  return challenge;
}

export async function registrationOptions(deps: PasskeyDeps, user: SessionUser): Promise<CeremonyOptions> {
  // Adding a passkey adds a way in: the route's sensitive action (addFactor) asked for its proof.
  const { rpID, rpName } = relyingParty(deps.config);
  const existing = await listPasskeys(deps.db, user.userId);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: `${user.firstName} ${user.lastName}`,
    userID: userHandle(user.userId),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await insertChallenge(deps.db, options.challenge, 'register', user.userId);
  return { ...options };
}

export async function finishRegistration(
  deps: PasskeyDeps,
  user: SessionUser,
  body: { response: RegistrationResponseJSON; name?: string },
) {
  const { rpID, origin } = relyingParty(deps.config);
  const challenge = await claimChallenge(
    deps.db,
    body.response.response.clientDataJSON,
    'register',
    user.userId,
  );
  const result = await verifyRegistrationResponse({
    response: body.response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => ({ verified: false as const }));
  if (!result.verified) throw new DomainError('passkey_rejected');
  const { credential } = result.registrationInfo;
  return inTransaction(deps.db, async (trx) => {
    const owner = await trx
      .selectFrom('users')
      .select('totp_enabled_at')
      .where('id', '=', user.userId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    const first = !owner.totp_enabled_at && (await listPasskeys(trx, user.userId)).length === 0;
    if (await findPasskey(trx, credential.id)) throw new DomainError('passkey_rejected');
    const row = await insertPasskey(trx, {
      userId: user.userId,
      credentialId: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: body.name?.trim() || messages.passkeys.defaultName,
    });
    if (!row) throw new DomainError('limit_reached', messages.passkeys.limit);
    // Registering proves the factor: the session counts as freshly verified, as after enrolling a TOTP app.
    await markSecondFactor(trx, user.sessionId, true);
    // The first passkey turns two-step sign-in on (the Security page says so before the customer adds it):
    // recovery codes are issued now, as when the app turns it on, so losing the passkey does not lock them out.
    return {
      passkey: publicPasskey(row),
      recoveryCodes: first ? await issueRecoveryCodes(trx, user.userId) : null,
    };
  });
}

/** Options for a sign-in with a discoverable passkey: no user is named until the passkey answers. */
export async function loginOptions(deps: PasskeyDeps): Promise<CeremonyOptions> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    userVerification: 'required',
  });
  await insertChallenge(deps.db, options.challenge, 'login', null);
  return { ...options };
}

/** Options for step-up with one of the signed-in user's passkeys. */
export async function verifyOptions(deps: PasskeyDeps, user: SessionUser): Promise<CeremonyOptions> {
  const passkeys = await listPasskeys(deps.db, user.userId);
  if (passkeys.length === 0) throw new DomainError('not_allowed_now', messages.passkeys.none);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.config).rpID,
    allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: p.transports })),
    userVerification: 'required',
  });
  await insertChallenge(deps.db, options.challenge, 'verify', user.userId);
  return { ...options };
}

/**
 * Checks an assertion against its stored passkey and answers the passkey's owner. The signature counter
 * must grow (unless the authenticator keeps none), so a cloned authenticator is refused.
 */
async function assert(
  deps: PasskeyDeps,
  response: AuthenticationResponseJSON,
  purpose: 'login' | 'verify',
  userId: string | null,
): Promise<string> {
  const { rpID, origin } = relyingParty(deps.config);
  const challenge = await claimChallenge(deps.db, response.response.clientDataJSON, purpose, userId);
  return inTransaction(deps.db, async (trx) => {
    const passkey = await findPasskey(trx, response.id);
    if (!passkey || (userId && passkey.user_id !== userId)) throw new DomainError('passkey_rejected');
    const handle = response.response.userHandle;
    if (handle && handle !== userHandle(passkey.user_id).toString('base64url'))
      throw new DomainError('passkey_rejected');
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(passkey.public_key),
        counter: Number(passkey.counter),
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => ({ verified: false as const, authenticationInfo: undefined }));
    if (!result.verified || !result.authenticationInfo) throw new DomainError('passkey_rejected');
    await recordUse(trx, passkey.id, result.authenticationInfo.newCounter);
    return passkey.user_id;
  });
}

/** A sign-in with a passkey alone: it is both factors. Answers the user to open a two-factor session for. */
export const finishPasskeyLogin = (deps: PasskeyDeps, response: AuthenticationResponseJSON) =>
  assert(deps, response, 'login', null);

/** Step-up with a passkey: the session proved a second factor now. */
export async function finishPasskeyVerify(
  deps: PasskeyDeps,
  user: SessionUser,
  response: AuthenticationResponseJSON,
) {
  await assert(deps, response, 'verify', user.userId);
  await markSecondFactor(deps.db, user.sessionId);
}

export async function passkeysOf(db: Db, userId: string) {
  return (await listPasskeys(db, userId)).map(publicPasskey);
}

export async function rename(db: Db, user: SessionUser, id: string, name: string) {
  if (!(await renamePasskey(db, user.userId, id, name))) throw new DomainError('not_found');
}

/**
 * Removing a passkey removes a way in: the route's sensitive action (removeFactor) asked for a fresh second
 * factor. Removing the last factor turns two-step off, and the recovery codes go with it.
 */
export async function remove(db: Db, user: SessionUser, id: string) {
  await inTransaction(db, async (trx) => {
    const owner = await trx
      .selectFrom('users')
      .select('totp_enabled_at')
      .where('id', '=', user.userId)
      .forNoKeyUpdate()
      .executeTakeFirstOrThrow();
    if (!(await deletePasskey(trx, user.userId, id))) throw new DomainError('not_found');
    if (!owner.totp_enabled_at && (await listPasskeys(trx, user.userId)).length === 0)
      await replaceRecoveryCodes(trx, user.userId, []);
  });
}
