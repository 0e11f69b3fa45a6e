// `npm run restore -- --to <ISO time | latest> [--data-dir DIR]`: point-in-time restore into a stopped bank.
// `npm run restore -- --verify`: the restore drill (latest backup into a scratch folder, checked, removed).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { runningEmbeddedUrl } from '../db/embedded';
import { restoreDrill } from './backup-service';
import { restoreBackup } from './restore';
import { inspectRestored, type RestoredFacts } from './restored-checks';

const USAGE =
  'usage: npm run restore -- --to <ISO time | latest> [--data-dir DIR]   or   npm run restore -- --verify';

/** The files beside the database a bank needs in a new DATA_DIR: the PIN key and the app's database password. */
const KEYS = ['pin.key', 'postgres-app.password'];

function parseTarget(value: string): Date | 'latest' {
  if (value === 'latest') return value;
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw new Error(`--to ${value} is not a time; give an ISO time such as 2026-12-01T21:40:00Z, or latest`);
  return at;
}

function describeFacts(f: RestoredFacts): string {
  const ledger =
    f.ledgerViolations === 0 ? 'the ledger verifies' : `the ledger has ${f.ledgerViolations} violations`;
  const audit = f.auditChainOk
    ? `the audit chain verifies (${f.auditRecords} records)`
    : 'the audit chain is BROKEN';
  return `${f.payments} payments, ${f.users} users, ${f.files} uploaded files; ${ledger}, ${audit}`;
}

async function restoreTo(to: string, dataDirArg: string | undefined) {
  const config = loadConfig(process.env, { needsPinKey: false });
  const dataDir = path.resolve(dataDirArg ?? config.dataDir);
  const target = parseTarget(to);
  let facts: RestoredFacts | undefined;
  const r = await restoreBackup({
    backupDir: config.backupDir,
    dataDir,
    target,
    archive: { timeoutSeconds: config.walArchiveTimeoutSeconds },
    progress: (line) => console.log(line),
    inspect: async (url) => void (facts = await inspectRestored(url)),
  });
  for (const key of KEYS) {
    const from = path.join(config.dataDir, key);
    const into = path.join(dataDir, key);
    if (from !== into && fs.existsSync(from) && !fs.existsSync(into)) fs.copyFileSync(from, into);
  }
  const to_ = target === 'latest' ? 'the end of the archived WAL' : target.toISOString();
  const end =
    r.reachedEndOfWal && target !== 'latest' ? ' (the WAL ends before it: restored to its end)' : '';
  console.log(
    `Restored ${path.join(dataDir, 'postgres')} to ${to_}${end} from base backup ${r.backup.manifest.label}, ` +
      `last transaction ${r.lastCommit?.toISOString() ?? 'none after the backup'}: ${facts ? describeFacts(facts) : ''}` +
      `${r.formerDir ? `; former database kept in ${r.formerDir}` : ''}. Start the bank with npm start.`,
  );
  if (facts && (facts.ledgerViolations > 0 || !facts.auditChainOk)) process.exitCode = 1;
}

async function verify() {
  const config = loadConfig(process.env, { needsPinKey: false });
  const r = await restoreDrill(config, (line) => console.log(line), runningEmbeddedUrl(config.dataDir));
  if (!r.ok) throw new Error(`restore drill FAILED: ${r.error}`);
  console.log(
    `Restore drill passed in ${(r.durationMs / 1000).toFixed(1)} s: base backup ${r.backup} restored with all WAL up to ` +
      `${r.restoredTo ?? 'the backup'}, ${describeFacts(r.facts!)}; the scratch copy was removed.`,
  );
}

try {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, 'data-dir': { type: 'string' }, verify: { type: 'boolean' } },
  });
  if (values.verify) await verify();
  else if (values.to) await restoreTo(values.to, values['data-dir']);
  else throw new Error(USAGE);
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
}
