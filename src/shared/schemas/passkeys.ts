import { z } from 'zod';

/** What `@simplewebauthn/browser` sends back; the server verifies every byte, this only bounds the shape. */
const b64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);
const credential = {
  id: b64url.min(1),
  rawId: b64url.min(1),
  type: z.literal('public-key'),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationResponse = z.strictObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: b64url,
    attestationObject: b64url,
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
});

export const authenticationResponse = z.strictObject({
  ...credential,
  response: z.looseObject({
    clientDataJSON: b64url,
    authenticatorData: b64url,
    signature: b64url,
    userHandle: b64url.optional(),
  }),
});

export const passkeyName = z
  .string({ error: 'Enter a name.' })
  .trim()
  .min(1, 'Enter a name.')
  .max(60, 'Use at most 60 characters.');

export const registerPasskeyBody = z.strictObject({
  response: registrationResponse,
  name: passkeyName.optional(),
});
export const renamePasskeyBody = z.strictObject({ name: passkeyName });
export const passkeyAssertionBody = z.strictObject({ response: authenticationResponse });

export const passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkey>;

/** Options for `startRegistration` / `startAuthentication`: passed through to the browser as made. */
export const ceremonyOptions = z.looseObject({ challenge: z.string() });

/** GET /users/mfa: which second factors the caller has; two-step is on with an app or any passkey. */
export const mfaStatus = z.object({ twoStep: z.boolean(), totp: z.boolean(), passkeys: z.number().int() });
export type MfaStatus = z.infer<typeof mfaStatus>;
