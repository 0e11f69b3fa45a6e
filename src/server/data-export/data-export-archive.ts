import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { NOT_EXPORTED, type CustomerData } from './data-export-collect';

/*
 * The archive of the customer's data: one zip (fflate), JSON for every section, the stored files as they
 * were uploaded, a manifest with the count of each section, and a README of purposes and retention.
 */

export const ARCHIVE_MIME = 'application/zip';

/** Numbers as JSON numbers and dates as ISO 8601, indented so a person can read the files too. */
const json = (value: unknown) =>
  strToU8(`${JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? Number(v) : v), 2)}\n`);

export function buildArchive(data: CustomerData, generatedAt: Date): Buffer {
  const sections = [...data.sections, ...data.other];
  const manifest = {
    format: 'vault-bank-customer-data/1',
    generated_at: generatedAt.toISOString(),
    customer_id: data.profile.id,
    sections: Object.fromEntries(sections.map((s) => [`${s.name}.json`, s.rows.length])),
    files: data.files.map((f) => ({ path: f.path, mime: f.mime, bytes: f.body.length })),
  };
  const entries: Zippable = {
    'README.md': strToU8(
      readme(
        generatedAt,
        sections.map((s) => s.name),
      ),
    ),
    'manifest.json': json(manifest),
    'profile.json': json(data.profile),
  };
  for (const s of sections) entries[`${s.name}.json`] = json(s.rows);
  // Pictures and PDFs are compressed already: stored as they are.
  for (const f of data.files) entries[f.path] = [new Uint8Array(f.body), { level: 0 }];
  return Buffer.from(zipSync(entries, { level: 6, mtime: generatedAt }));
}

/** The archive's files by path (tests, and anyone checking an archive). */
export function readArchive(zip: Uint8Array): Record<string, Buffer> {
  return Object.fromEntries(Object.entries(unzipSync(zip)).map(([k, v]) => [k, Buffer.from(v)]));
}

/** Why each kind of record is kept and for how long (docs/customer-data.md says the same). */
const PURPOSES: [string, string, string][] = [
  ['profile.json', 'who you are and how we reach you; signing in', 'while you bank with us, then 5 years'],
  ['accounts.json', 'your accounts and pots and their balances', 'while open, then 5 years'],
  ['payments.json', 'every payment and its double-entry postings', '5 years after the payment'],
  ['payees.json', 'people you pay', 'until you remove them'],
  ['standing-orders.json', 'payments you scheduled and each run', '5 years after the last run'],
  ['loans.json', 'loans, repayments and schedules', '5 years after repaid'],
  ['cards.json, card-applications.json', 'cards and applications', '5 years after closed'],
  ['cheque-deposits.json', 'cheques you deposited and their images', '5 years'],
  [
    'kyc.json, next-of-kin.json',
    'identity checks the law asks of a bank',
    '5 years after the relationship ends',
  ],
  ['tickets.json', 'your conversations with support', '3 years after closed'],
  ['notifications.json', 'messages in your bell', 'while you bank with us'],
  ['alert-settings.json, alerts.json', 'alerts you asked for and those sent', 'while you bank with us'],
  ['sessions.json, login-activity.json', 'security: where and when you signed in', '2 years'],
  ['passkeys.json, lockdowns.json', 'security: your passkeys and "This wasn\'t me" reports', 'while kept'],
  ['category-rules.json, payment-categories.json', 'how you categorise spending', 'until you change them'],
  ['bank-credits.json', 'credits our staff asked to make to your account', '5 years'],
  ['known-browsers.json', 'security: browsers you signed in from (new sign-in alerts)', '2 years'],
  ['data-exports.json', 'your requests for this archive', '2 years'],
];

function readme(generatedAt: Date, sections: string[]): string {
  const other = sections.filter((s) => s.startsWith('other/'));
  return [
    '# Your data at Vault Bank',
    '',
    `Generated ${generatedAt.toISOString()}. This archive holds the data Vault Bank keeps about you`,
    '(GDPR article 15: access and portability), in JSON: amounts in cents, times in UTC (ISO 8601).',
    '`manifest.json` lists every file and how many records it holds; `files/` holds the documents and',
    'pictures you uploaded, as stored.',
    '',
    "In postings, your own accounts appear by their id (see accounts.json), the bank's by",
    '`bank:<kind>` (for example `bank:fee_income`), and any other customer\'s as "another customer".',
    '',
    '## What we keep, why, and for how long',
    '',
    '| File | Purpose | Kept |',
    '| --- | --- | --- |',
    ...PURPOSES.map(([file, purpose, kept]) => `| ${file} | ${purpose} | ${kept} |`),
    ...(other.length
      ? [
          `| ${other.map((s) => `${s}.json`).join(', ')} | other records of your banking | as the record's kind |`,
        ]
      : []),
    '',
    '## Not in this archive',
    '',
    'Passwords, PINs, authenticator secrets and link tokens are kept only as one-way hashes and are never',
    'exported. These short-lived security records are not exported either:',
    '',
    ...Object.entries(NOT_EXPORTED).map(([table, why]) => `- ${table}: ${why}`),
    '',
    'To correct or delete data, or for any question about this archive, open a support ticket.',
    '',
  ].join('\n');
}
