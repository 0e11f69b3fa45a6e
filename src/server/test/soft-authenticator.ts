import { generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { sha256 } from '../common/sha256';

type Options = { challenge: string; rp?: { id?: string }; user?: { id: string } };
type Credential = { privateKey: KeyObject; userHandle: string; counter: number };

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * A passkey authenticator in software, for tests: ES256 keys, no attestation, user present and verified.
 * It answers the options the server made as a browser's `navigator.credentials` would, so the server's
 * real verification (signature, challenge, origin, RP id, counter) is what the tests exercise.
 */
export class SoftAuthenticator {
  readonly credentials = new Map<string, Credential>();

  constructor(
    readonly origin: string,
    readonly rpID = new URL(origin).hostname,
  ) {}

  private clientData(type: string, challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  register(options: Options, origin = this.origin): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const id = randomBytes(16);
    const authData = Buffer.concat([
      sha256(this.rpID),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      u32(0),
      Buffer.alloc(16), // AAGUID
      Buffer.from([0, id.length]),
      id,
      Buffer.from(cose),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    this.credentials.set(b64url(id), { privateKey, userHandle: options.user?.id ?? '', counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** Signs the options' challenge with `credentialId` (by default the first passkey made). */
  assert(options: Options, credentialId = [...this.credentials.keys()][0]!): AuthenticationResponseJSON {
    const credential = this.credentials.get(credentialId);
    if (!credential) throw new Error('no such credential');
    credential.counter += 1;
    const authData = Buffer.concat([sha256(this.rpID), Buffer.from([0x05]), u32(credential.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: credentialId,
      rawId: credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  /** As if the authenticator were cloned and its copy used: the counter goes back. */
  rewind(credentialId: string, by: number) {
    this.credentials.get(credentialId)!.counter -= by;
  }
}
