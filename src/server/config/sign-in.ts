import { decodePinKey, PIN_KEY_BYTES } from '../pin/pin-key';
import { optionalText, PIN_KEY_HOW, wholeNumber } from './fields';
import { z } from 'zod';

/** Sessions, sign-in limits and the PIN key. */
export const signInSection = z
  .object({
    SESSION_IDLE_TIMEOUT_MINUTES: wholeNumber(1, 24 * 60).default(15),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: wholeNumber(1, 24 * 30).default(12),
    AUTH_RATE_LIMIT_PER_MINUTE: wholeNumber(1).default(20),
    // Setting the first PIN needs a session at most this old, or the account password.
    REAUTH_WINDOW_MINUTES: wholeNumber(1, 24 * 60).default(10),
    // Required with DATABASE_URL (see `pinKeyRule`); without it the embedded default generates one into DATA_DIR.
    PIN_KEY: optionalText.refine((v) => v === undefined || decodePinKey(v).length >= PIN_KEY_BYTES, {
      message: `must hold at least ${PIN_KEY_BYTES} bytes, hex or base64; ${PIN_KEY_HOW}`,
    }),
  })
  .transform((e) => ({
    sessionIdleMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    /** Setting the first PIN needs a session started within this many minutes, or the password. */
    reauthWindowMinutes: e.REAUTH_WINDOW_MINUTES,
    pinKey: e.PIN_KEY,
  }));
