import { z } from 'zod';

const blankIsAbsent = z.literal('').transform(() => undefined);

/** The first administrator, created or updated at start. */
export const adminSection = z
  .object({
    ADMIN_EMAIL: z.string().trim().toLowerCase().email().optional().or(blankIsAbsent),
    ADMIN_PASSWORD: z.string().min(6).optional().or(blankIsAbsent),
    // The first administrator's authenticator-app key (base32), for deployments that provision it rather
    // than enrol on the screen: with it, ADMIN_EMAIL's administrator has two-step sign-in on from the start.
    ADMIN_TOTP_SECRET: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z2-7]{16,64}$/, 'ADMIN_TOTP_SECRET must be 16 to 64 base32 characters')
      .optional()
      .or(blankIsAbsent),
  })
  .transform((e) => ({
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    adminTotpSecret: e.ADMIN_TOTP_SECRET,
  }));
