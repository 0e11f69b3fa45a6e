import { z } from 'zod';
import { optionalUrl } from './fields';

/** Outgoing mail: through SMTP_URL, or as files in the outbox when it is unset. */
export const mailSection = z
  .object({
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default('Vault Bank <no-reply@vaultbank.local>'),
  })
  .transform((e) => ({ smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM }));
