import { z } from 'zod';

/** One request for the customer's data (issue 50 part 4); the link itself is only in the mail. */
export const dataExport = z.object({
  _id: z.string(),
  status: z.enum(['queued', 'ready', 'downloaded', 'expired', 'failed']),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  downloadedAt: z.string().nullable(),
  sizeBytes: z.number().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;

/** The mail's single-use token: 32 random bytes in base64url. */
export const dataExportDownloadBody = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
