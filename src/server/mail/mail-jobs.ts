import { z } from 'zod';
import type { Task } from 'graphile-worker';
import type { Db } from '../db/connection';
import { enqueue } from '../jobs/queue';
import type { Mail, Mailer } from './mailer';

export const SEND_MAIL_TASK = 'send_mail';
/** Tries of one mail; graphile-worker waits about e^attempt seconds between them (3 s, 7 s, 20 s, 55 s). */
export const MAIL_ATTEMPTS = 5;

const mailPayload = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().optional(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), contentBase64: z.string() }))
    .optional(),
});

/**
 * Queues a mail in the caller's transaction: it is sent only if that transaction commits, and it is sent
 * (by whichever instance's worker is free) even if this process dies after the commit. A failed send is
 * retried with a growing pause.
 */
export async function enqueueMail(trx: Db, mail: Mail): Promise<void> {
  await enqueue(trx, SEND_MAIL_TASK, mailPayload.parse(mail), { maxAttempts: MAIL_ATTEMPTS });
}

/** The worker's side: hands the queued mail to the configured transport; a throw means try again later. */
export function sendMailTask(mailer: Mailer): Task {
  return async (payload) => {
    await mailer.send(mailPayload.parse(payload));
  };
}
