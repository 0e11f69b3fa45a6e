// `npm run create-admin -- --email a@b.c --password '…' [--first-name A --last-name B]`
// Creates an administrator, or sets the password of an existing one. ADMIN_EMAIL / ADMIN_PASSWORD
// are used when the flags are absent.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { ensureAdmin } from './admins';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});
const config = loadConfig(process.env, { needsPinKey: false });
const email = values.email ?? config.adminEmail;
const password = values.password ?? config.adminPassword;
if (!email || !password || password.length < 6) {
  console.error(
    'Usage: npm run create-admin -- --email admin@example.com --password <at least 6 characters>',
  );
  process.exit(2);
}
const database = await openDatabase(config, () => {});
try {
  const result = await ensureAdmin(database.db, {
    email,
    password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  console.log(`Administrator ${email} ${result}.`);
} finally {
  await database.close();
}
