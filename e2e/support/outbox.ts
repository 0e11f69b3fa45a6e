import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Where the e2e server (DATA_DIR=.tmp/e2e-data-PORT) drops the mail it would send. */
const OUTBOX = path.resolve(`.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}/outbox`);

/** Undoes quoted-printable: soft line breaks ("=" at a line end) and escapes such as "=3D". */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest .eml file addressed to `email`, or undefined while none has arrived. */
export function newestMailTo(email: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const mails = files
    .map((name) => {
      const file = path.join(OUTBOX, name);
      return { text: decodeQuotedPrintable(readFileSync(file, 'utf8')), time: statSync(file).mtimeMs };
    })
    .filter((mail) => mail.text.toLowerCase().includes(email.toLowerCase()))
    .sort((a, b) => b.time - a.time);
  return mails[0]?.text;
}

/** The path of the reset link in a mail: /reset-password/<token>. */
export function resetPathIn(mail: string): string | undefined {
  const match = /\/reset-password\/([A-Za-z0-9_~.%-]+)/.exec(mail);
  return match ? `/reset-password/${match[1]}` : undefined;
}
