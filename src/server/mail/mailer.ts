import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** A file sent with a mail (a final statement's PDF), base64 so that the queued job's payload is JSON. */
export type MailAttachment = { filename: string; contentType: string; contentBase64: string };
export type Mail = { to: string; subject: string; text: string; link?: string; attachments?: MailAttachment[] };

function nodemailerAttachments(attachments: MailAttachment[] = []) {
  return attachments.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: Buffer.from(a.contentBase64, 'base64'),
  }));
}
export type Mailer = { send: (mail: Mail) => Promise<void> };

/**
 * Real mail through `SMTP_URL`; without it each message is written as an `.eml` file under
 * DATA_DIR/outbox and, outside production, its link is logged, so development and tests can read what
 * was sent. In production the link (it holds a token) is never logged. Features do not call it: they
 * queue mail with `enqueueMail` (mail-jobs.ts) in their transaction, and the job worker sends it here.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      send: async ({ to, subject, text, attachments }) => {
        await transport.sendMail({
          from: config.mailFrom,
          to,
          subject,
          text,
          attachments: nodemailerAttachments(attachments),
        });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async ({ to, subject, text, link, attachments }) => {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to,
        subject,
        text,
        attachments: nodemailerAttachments(attachments),
      });
      // Mails carry reset and invitation links: only the server's own user may read the outbox.
      fs.mkdirSync(outbox, { recursive: true, mode: 0o700 });
      fs.chmodSync(outbox, 0o700);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      fs.writeFileSync(path.join(outbox, name), info.message as Buffer, { mode: 0o600 });
      // The link carries a token: a developer may read it in the log, production keeps it in the outbox.
      const shown = config.env === 'production' ? {} : { link };
      log.info({ to: maskEmail(to), subject, file: name, ...shown }, 'mail written to outbox');
    },
  };
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
